//! A small `multipart/form-data` parser: enough for what reqwest sends (serenity's
//! `payload_json` plus `files[n]`).

/// One part of a multipart body.
#[derive(Debug)]
pub(crate) struct Part {
    pub name: String,
    pub filename: Option<String>,
    pub content_type: Option<String>,
    pub body: Vec<u8>,
}

/// The boundary from a `Content-Type: multipart/form-data; boundary=...` header.
pub(crate) fn boundary(content_type: &str) -> Option<String> {
    if !content_type.to_ascii_lowercase().starts_with("multipart/") {
        return None;
    }
    content_type.split(';').map(str::trim).find_map(|p| {
        p.strip_prefix("boundary=")
            .map(|b| b.trim_matches('"').to_owned())
    })
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if needle.is_empty() || hay.len() < needle.len() {
        return None;
    }
    (from..=hay.len() - needle.len()).find(|&i| &hay[i..i + needle.len()] == needle)
}

/// Splits `body` into parts; malformed parts are skipped.
pub(crate) fn parse(body: &[u8], boundary: &str) -> Vec<Part> {
    let delim = format!("--{boundary}").into_bytes();
    let mut parts = Vec::new();
    let Some(mut pos) = find(body, &delim, 0) else {
        return parts;
    };
    loop {
        pos += delim.len();
        if body[pos..].starts_with(b"--") {
            break;
        }
        // Skip the CRLF after the delimiter.
        if body[pos..].starts_with(b"\r\n") {
            pos += 2;
        }
        let Some(next) = find(body, &delim, pos) else {
            break;
        };
        // The part ends with CRLF before the next delimiter.
        let end = if next >= 2 && &body[next - 2..next] == b"\r\n" {
            next - 2
        } else {
            next
        };
        if let Some(p) = parse_part(&body[pos..end]) {
            parts.push(p);
        }
        pos = next;
    }
    parts
}

fn parse_part(raw: &[u8]) -> Option<Part> {
    let split = find(raw, b"\r\n\r\n", 0)?;
    let head = String::from_utf8_lossy(&raw[..split]);
    let body = raw[split + 4..].to_vec();
    let mut name = None;
    let mut filename = None;
    let mut content_type = None;
    for line in head.split("\r\n") {
        let Some((key, value)) = line.split_once(':') else {
            continue;
        };
        match key.trim().to_ascii_lowercase().as_str() {
            "content-disposition" => {
                for attr in value.split(';').map(str::trim) {
                    if let Some(v) = attr.strip_prefix("name=") {
                        name = Some(v.trim_matches('"').to_owned());
                    } else if let Some(v) = attr.strip_prefix("filename=") {
                        filename = Some(v.trim_matches('"').to_owned());
                    }
                }
            }
            "content-type" => content_type = Some(value.trim().to_owned()),
            _ => {}
        }
    }
    Some(Part {
        name: name?,
        filename,
        content_type,
        body,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_json_and_binary_file() {
        let mut body = Vec::new();
        body.extend_from_slice(
            b"--XyZ\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{\"a\":1}\r\n",
        );
        body.extend_from_slice(b"--XyZ\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"b.png\"\r\nContent-Type: image/png\r\n\r\n");
        body.extend_from_slice(&[0, 13, 10, 255, b'-', b'-']);
        body.extend_from_slice(b"\r\n--XyZ--\r\n");
        let b = boundary("multipart/form-data; boundary=XyZ").unwrap();
        let parts = parse(&body, &b);
        assert_eq!(parts.len(), 2);
        assert_eq!(parts[0].name, "payload_json");
        assert_eq!(parts[0].body, b"{\"a\":1}");
        assert_eq!(parts[1].name, "files[0]");
        assert_eq!(parts[1].filename.as_deref(), Some("b.png"));
        assert_eq!(parts[1].content_type.as_deref(), Some("image/png"));
        assert_eq!(parts[1].body, vec![0, 13, 10, 255, b'-', b'-']);
    }

    #[test]
    fn no_boundary_for_json() {
        assert_eq!(boundary("application/json"), None);
    }
}
