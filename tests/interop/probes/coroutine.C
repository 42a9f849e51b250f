// A C++20 coroutine (issue #19): finish_function dumps the ramp `f`, then the
// actor and destroy functions GCC builds from it. A minimal <coroutine> of our
// own keeps the probe quick. Needs -std=c++20.
namespace std {
template <typename R, typename...> struct coroutine_traits { using promise_type = typename R::promise_type; };
template <typename P = void> struct coroutine_handle;
template <> struct coroutine_handle<void> {
  void *p;
  static coroutine_handle from_address (void *a) noexcept { coroutine_handle h; h.p = a; return h; }
  void *address () const noexcept { return p; }
};
template <typename P> struct coroutine_handle : coroutine_handle<> {
  static coroutine_handle from_address (void *a) noexcept { coroutine_handle h; h.p = a; return h; }
};
}
struct never {
  bool await_ready () const noexcept { return true; }
  void await_suspend (std::coroutine_handle<>) const noexcept {}
  void await_resume () const noexcept {}
};
struct task {
  struct promise_type {
    task get_return_object () { return {}; }
    never initial_suspend () { return {}; }
    never final_suspend () noexcept { return {}; }
    void return_void () {}
    void unhandled_exception () {}
  };
};
task f (int x) { co_await never{}; co_return; }
