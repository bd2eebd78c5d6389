//! Startup benchmark: time from spawning the release binary in an 80x24 pseudo-terminal to
//! its first launcher frame, and its peak memory (VmHWM) with the launcher up. First, in
//! this process (criterion): the launcher opening (App::new and its first 80x24 frame)
//! with 10,000 finished games in the data directory and History's database built
//! (goal < 3 ms: the launcher reads neither).
//!
//! Build first, then run:
//!
//!     cargo build --release
//!     cargo bench --bench startup
//!
//! Every run gets fresh data and config directories, so the user's files are never touched.

use portable_pty::{CommandBuilder, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const RUNS: usize = 30;
const ROWS: u16 = 24;
const COLS: u16 = 80;
/// Text that is on the launcher's first frame.
const FIRST_FRAME: &str = "Continue";
const TIMEOUT: Duration = Duration::from_secs(10);
const GOAL_FIRST_FRAME_MS: f64 = 50.0;
const GOAL_RSS_MB: f64 = 30.0;
const GOAL_LAUNCHER_MS: f64 = 3.0;
const FINISHED_GAMES: usize = 10_000;

struct Run {
    first_frame: Duration,
    /// Peak resident set size in bytes.
    hwm: u64,
}

fn main() {
    // `cargo bench` passes --bench; `cargo test --benches` does not, and this is no test.
    if !std::env::args().any(|a| a == "--bench") {
        println!("startup: skipped (run it with `cargo bench --bench startup`)");
        return;
    }
    launcher_with_history();
    if !cfg!(target_os = "linux") {
        eprintln!("startup: needs Linux (/proc/<pid>/status for the peak memory)");
        std::process::exit(1);
    }
    let bin = release_binary();
    if !bin.is_file() {
        eprintln!(
            "startup: no release binary at {}\n         build it first: cargo build --release",
            bin.display()
        );
        std::process::exit(1);
    }
    println!(
        "startup: {} in an {COLS}x{ROWS} pseudo-terminal, {RUNS} runs (after 1 warm-up)",
        bin.display()
    );

    let scratch = std::env::temp_dir().join(format!("naipes-bench-startup-{}", std::process::id()));
    let mut runs = Vec::with_capacity(RUNS);
    for i in 0..=RUNS {
        match run_once(&bin, &scratch.join(format!("run-{i}"))) {
            Ok(run) if i > 0 => runs.push(run),
            Ok(_) => {}
            Err(e) => {
                let _ = std::fs::remove_dir_all(&scratch);
                eprintln!("startup: run {i} failed: {e}");
                std::process::exit(1);
            }
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);

    let mut ms: Vec<f64> = runs
        .iter()
        .map(|r| r.first_frame.as_secs_f64() * 1000.0)
        .collect();
    ms.sort_by(f64::total_cmp);
    let mut mb: Vec<f64> = runs.iter().map(|r| r.hwm as f64 / 1_000_000.0).collect();
    mb.sort_by(f64::total_cmp);
    let rss = median(&mb);
    let (min, mid, p90) = (ms[0], median(&ms), percentile(&ms, 0.9));
    let verdict = |ok: bool| if ok { "met" } else { "MISSED" };
    println!(
        "time to first frame: min {min:.1} ms, median {mid:.1} ms, p90 {p90:.1} ms   \
         (goal < {GOAL_FIRST_FRAME_MS} ms: {} by the p90)",
        verdict(p90 < GOAL_FIRST_FRAME_MS)
    );
    println!(
        "peak RSS (VmHWM):    median {rss:.1} MB (min {:.1}, max {:.1})   (goal < {GOAL_RSS_MB} MB: {})",
        mb[0],
        mb[mb.len() - 1],
        verdict(rss < GOAL_RSS_MB)
    );
}

/// The launcher opening in this process with 10,000 finished games and their database:
/// criterion's estimate, then the median of 200 opens against the goal.
fn launcher_with_history() {
    let dir = std::env::temp_dir().join(format!("naipes-bench-history-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let places = naipes::history::Places {
        data: dir.join("data"),
    };
    if let Err(e) = naipes::history::sample_history(&places, FINISHED_GAMES) {
        eprintln!("startup: cannot make {FINISHED_GAMES} finished games: {e}");
        std::process::exit(1);
    }
    let open = || {
        let loaded = naipes::config::Loaded {
            config: naipes::config::defaults().expect("the embedded defaults"),
            user_file: dir.join("config").join("config.toml"),
            user_file_exists: false,
        };
        let app = naipes::app::App::new(loaded, places.data.join("autosave.json"));
        let mut term = ratatui::Terminal::new(ratatui::backend::TestBackend::new(COLS, ROWS))
            .expect("a test terminal");
        let _ = term.draw(|f| {
            naipes::ui::draw(f, &app);
        });
        app
    };
    let mut c = criterion::Criterion::default().configure_from_args();
    c.bench_function("launcher opens, 10,000 finished games", |b| b.iter(open));
    let mut ms: Vec<f64> = (0..200)
        .map(|_| {
            let t = Instant::now();
            std::hint::black_box(open());
            t.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    ms.sort_by(f64::total_cmp);
    let (mid, p90) = (median(&ms), percentile(&ms, 0.9));
    println!(
        "launcher with {FINISHED_GAMES} finished games: median {mid:.2} ms, p90 {p90:.2} ms   \
         (goal < {GOAL_LAUNCHER_MS} ms: {})",
        if p90 < GOAL_LAUNCHER_MS {
            "met"
        } else {
            "MISSED"
        }
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `target/release/naipes` (or under `$CARGO_TARGET_DIR`).
fn release_binary() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target"));
    target
        .join("release")
        .join(format!("naipes{}", std::env::consts::EXE_SUFFIX))
}

fn median(sorted: &[f64]) -> f64 {
    let n = sorted.len();
    if n % 2 == 1 {
        sorted[n / 2]
    } else {
        (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0
    }
}

/// Nearest-rank percentile of sorted values.
fn percentile(sorted: &[f64], p: f64) -> f64 {
    let rank = (p * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn run_once(bin: &Path, dir: &Path) -> Result<Run, String> {
    let data = dir.join("data");
    let config = dir.join("config");
    for d in [&data, &config] {
        std::fs::create_dir_all(d).map_err(|e| format!("cannot create {}: {e}", d.display()))?;
    }
    let result = measure(bin, dir, &data, &config);
    let _ = std::fs::remove_dir_all(dir);
    result
}

fn measure(bin: &Path, dir: &Path, data: &Path, config: &Path) -> Result<Run, String> {
    let pair = native_pty_system()
        .openpty(PtySize {
            rows: ROWS,
            cols: COLS,
            pixel_width: 0,
            pixel_height: 0,
        })
        .map_err(|e| format!("cannot open a pseudo-terminal: {e:#}"))?;
    let mut cmd = CommandBuilder::new(bin);
    cmd.cwd(dir);
    cmd.env("TERM", "xterm-256color");
    cmd.env("NAIPES_DATA_DIR", data);
    cmd.env("NAIPES_CONFIG_DIR", config);
    let mut reader = pair
        .master
        .try_clone_reader()
        .map_err(|e| format!("no reader: {e:#}"))?;
    let mut writer = pair
        .master
        .take_writer()
        .map_err(|e| format!("no writer: {e:#}"))?;

    // The reader thread timestamps the moment the first frame is on the emulated screen.
    let (first_frame_tx, first_frame_rx) = mpsc::channel::<Instant>();
    let reading = std::thread::spawn(move || {
        let mut parser = vt100::Parser::new(nz(ROWS), nz(COLS), 0);
        let mut seen = false;
        let mut buf = [0u8; 16384];
        // Ok(0) or an error (EIO on Linux) once the program's side has closed.
        while let Ok(n @ 1..) = reader.read(&mut buf) {
            parser.process(&buf[..n]);
            if !seen && parser.screen().contents().contains(FIRST_FRAME) {
                seen = true;
                let _ = first_frame_tx.send(Instant::now());
            }
        }
        parser.screen().contents()
    });

    let start = Instant::now();
    let mut child = pair
        .slave
        .spawn_command(cmd)
        .map_err(|e| format!("cannot start {}: {e:#}", bin.display()))?;
    drop(pair.slave);
    let pid = child.process_id().ok_or("the child has no process id")?;

    let outcome = while_up(&first_frame_rx, start, pid, &mut writer);

    let deadline = Instant::now() + TIMEOUT;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(2)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
        }
    };
    drop(writer);
    drop(pair.master);
    let screen = reading.join().unwrap_or_default();
    let run = outcome.map_err(|e| format!("{e}\nscreen:\n{screen}"))?;
    match status {
        Some(s) if s.success() => Ok(run),
        Some(s) => Err(format!("naipes exited with {s} after q\nscreen:\n{screen}")),
        None => Err(format!(
            "naipes did not exit within {TIMEOUT:?} after q\nscreen:\n{screen}"
        )),
    }
}

/// With the program starting: waits for the first frame, reads the peak memory, types q.
fn while_up(
    first_frame: &mpsc::Receiver<Instant>,
    start: Instant,
    pid: u32,
    writer: &mut Box<dyn Write + Send>,
) -> Result<Run, String> {
    let shown = first_frame
        .recv_timeout(TIMEOUT)
        .map_err(|_| format!("no {FIRST_FRAME:?} on screen within {TIMEOUT:?}"))?;
    let hwm = peak_rss(pid)?;
    writer
        .write_all(b"q")
        .and_then(|()| writer.flush())
        .map_err(|e| format!("cannot type q: {e}"))?;
    Ok(Run {
        first_frame: shown - start,
        hwm,
    })
}

/// VmHWM (peak resident set size) of a running process, in bytes.
fn peak_rss(pid: u32) -> Result<u64, String> {
    let path = format!("/proc/{pid}/status");
    let status = std::fs::read_to_string(&path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let line = status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .ok_or_else(|| format!("no VmHWM in {path}"))?;
    let kib: u64 = line
        .trim_start_matches("VmHWM:")
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .map_err(|e| format!("bad VmHWM line {line:?}: {e}"))?;
    Ok(kib * 1024)
}

fn nz(n: u16) -> NonZeroU16 {
    NonZeroU16::new(n).expect("terminal sizes are not zero")
}
