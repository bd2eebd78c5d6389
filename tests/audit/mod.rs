//! What every record auditor shares: running `naipes sim GAME --record` and splitting the
//! file into games. The checks themselves stay in each auditor, with no naipes code.

use serde_json::Value;
use std::process::Command;

/// A seat number in a record.
pub fn seat_of(v: &Value) -> usize {
    v.as_u64().unwrap_or_else(|| panic!("not a seat: {v}")) as usize
}

/// Every item of a record's list, each read by `each`.
pub fn list_of<T>(v: &Value, each: impl Fn(&Value) -> T) -> Vec<T> {
    let list = v.as_array().unwrap_or_else(|| panic!("not a list: {v}"));
    list.iter().map(each).collect()
}

/// A list of seats in a record (winners, finishing order).
pub fn seats_of(v: &Value) -> Vec<usize> {
    list_of(v, seat_of)
}

/// A data file of the project (`assets/...`), read as plain TOML.
#[allow(dead_code)] // Only the auditors of games with deck or challenge files read them.
pub fn asset_toml(path: &str) -> toml::Value {
    let path = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    toml::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn temp(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("naipes-audit-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs a simulation with a record and returns its games, each as its lines. `config`:
/// house rules for the game's section of a `--config` file.
pub fn sim_records(
    game: &str,
    players: usize,
    games: u64,
    seed: u64,
    config: Option<&str>,
    extra: &[&str],
) -> Vec<Vec<Value>> {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let d = temp(&format!("{game}-{players}-{seed}-{run}"));
    let rec = d.join("games.jsonl");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_naipes"));
    cmd.env("NAIPES_DATA_DIR", d.join("data"))
        .env("NAIPES_CONFIG_DIR", d.join("config"));
    if let Some(config) = config {
        let cfg = d.join("rules.toml");
        std::fs::write(&cfg, format!("[{game}]\n{config}\n")).unwrap();
        cmd.arg("--config").arg(&cfg);
    }
    let out = cmd
        .args(["sim", game, "--players", &players.to_string()])
        .args(["--games", &games.to_string(), "--seed", &seed.to_string()])
        .args(extra)
        .arg("--record")
        .arg(&rec)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut all: Vec<Vec<Value>> = Vec::new();
    for line in std::fs::read_to_string(&rec).unwrap().lines() {
        let v: Value = serde_json::from_str(line).expect("each line is JSON");
        if v["type"] == "start" {
            all.push(Vec::new());
        }
        all.last_mut().expect("a start line first").push(v);
    }
    assert_eq!(all.len() as u64, games);
    for g in &all {
        let start = &g[0];
        assert_eq!(start["format"], "naipes-record-2");
        assert_eq!(start["game"], game);
        assert_eq!(start["complete"], true);
        assert!(start["seed"].is_u64());
        assert_eq!(g.last().unwrap()["type"], "end");
    }
    let _ = std::fs::remove_dir_all(&d);
    all
}
