//! The PCH container: magic, version, length and checksum around the payload.

use std::io::Write;

use super::PchError;

const MAGIC: &[u8; 6] = b"GGCPCH";
/// Version of the PCH layout this library writes and reads.
pub const FORMAT_VERSION: u16 = 1;
const HEADER: usize = 6 + 2 + 8 + 8;

/// FNV-1a, 64 bits: the payload checksum (detects corruption, not tampering).
pub fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

pub(crate) fn write_file(out: &mut dyn Write, payload: &[u8]) -> Result<(), PchError> {
    out.write_all(MAGIC)?;
    out.write_all(&FORMAT_VERSION.to_le_bytes())?;
    out.write_all(&(payload.len() as u64).to_le_bytes())?;
    out.write_all(&checksum(payload).to_le_bytes())?;
    out.write_all(payload)?;
    Ok(())
}

/// The payload of a PCH file, after checking magic, version, length and checksum.
pub(crate) fn read_file(bytes: &[u8]) -> Result<&[u8], PchError> {
    if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
        return Err(PchError::BadMagic);
    }
    if bytes.len() < HEADER {
        return Err(PchError::Truncated {
            expected: HEADER as u64,
            found: bytes.len() as u64,
        });
    }
    let u16_at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
    let u64_at = |i: usize| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&bytes[i..i + 8]);
        u64::from_le_bytes(b)
    };
    let version = u16_at(6);
    if version != FORMAT_VERSION {
        return Err(PchError::Version {
            found: version,
            expected: FORMAT_VERSION,
        });
    }
    let len = u64_at(8);
    let sum = u64_at(16);
    let payload = &bytes[HEADER..];
    if (payload.len() as u64) < len {
        return Err(PchError::Truncated {
            expected: len,
            found: payload.len() as u64,
        });
    }
    if payload.len() as u64 > len {
        return Err(PchError::Decode {
            what: "file".into(),
            message: format!("{} bytes after the payload", payload.len() as u64 - len),
        });
    }
    let found = checksum(payload);
    if found != sum {
        return Err(PchError::Checksum {
            expected: sum,
            found,
        });
    }
    Ok(payload)
}
