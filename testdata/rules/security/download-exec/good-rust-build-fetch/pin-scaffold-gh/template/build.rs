use std::{env, fs, io::Read, path::PathBuf, process::Command};

fn main() {
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let tool = out.join("svd2pins");
    if let Ok(resp) = ureq::get("https://github.com/acme/svd2pins/releases/download/v1.2.0/svd2pins-linux").call() {
        let mut buf = Vec::new();
        let _ = resp.into_reader().read_to_end(&mut buf);
        let _ = fs::write(&tool, &buf);
        #[cfg(unix)]
        { use std::os::unix::fs::PermissionsExt; let _ = fs::set_permissions(&tool, fs::Permissions::from_mode(0o755)); }
        let _ = Command::new(&tool).arg("--out").arg(out.join("pins.rs")).status();
    }
}
