// Drives Debian's Chromium for the browser-seat tests (tests/e2e_web.rs) over stdin and
// stdout: one JSON object per line each way. A request is {"id":N,"cmd":"...",...}; the
// reply is {"id":N,"ok":true,...} or {"id":N,"error":"..."}. The first line written is
// {"ready":true,"browser":"VERSION"} once Chromium runs, or {"error":"..."} if it cannot.
// The bridge ends (and Chromium with it) at "quit" or when stdin closes.
//
// Commands (page ids are numbers this bridge gives):
//   open {url, width, height, mobile?, touch?, locale?, sameBrowserAs?} -> {page}
//       a page in a browser of its own (its own storage, so its own token), unless
//       sameBrowserAs names a page whose browser (context) it shares, as a second tab
//   join {page, name, code?, lines?} fill the form (lines: tick "Screen reader") and
//                                  press Join
//   line {page, line}              a line typed in line mode, as its form sends it
//   send {page, data}              bytes into the seat as typed keys (the page's test
//                                  hook, the same path as xterm's onData)
//   press {page, key}              a key on the device's keyboard (Playwright's names)
//   tap {page, label}              a key-bar button by its text or aria-label
//   tapCell {page, col, row}       a tap (or click) on the terminal's cell (0-based)
//   tapOverlay {page}              the button under a message (Join again, Try again)
//   text {page} -> {text, rows, overlay, state, keys, size}
//   resize {page, width, height}
//   offline {page} / online {page} the page's browser loses / gets back its network
//   errors {page} -> {errors}      console errors, page errors and CSP violations so far
//   screenshot {page, path}        a PNG of the page
//   close {page}
//   quit
import { chromium } from 'playwright-core';
import { createInterface } from 'node:readline';

const CHROMIUM = process.env.NAIPES_CHROMIUM || '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function write(object) {
  process.stdout.write(JSON.stringify(object) + '\n');
}

let browser;
try {
  // launch() gives Chromium a fresh temporary profile (--user-data-dir) of its own,
  // removed when the browser closes; every page gets a new context inside it.
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
} catch (error) {
  write({ error: `cannot start ${CHROMIUM}: ${error.message.split('\n')[0]}` });
  process.exit(1);
}

const pages = new Map(); // id -> {page, context, errors}
let nextPage = 1;

function pageOf(request) {
  const entry = pages.get(request.page);
  if (!entry) {
    throw new Error(`no page ${request.page}`);
  }
  return entry;
}

async function open(request) {
  const shared = request.sameBrowserAs ? pageOf({ page: request.sameBrowserAs }).context : null;
  const context =
    shared ||
    (await browser.newContext({
      viewport: { width: request.width || 740, height: request.height || 360 },
      isMobile: Boolean(request.mobile),
      hasTouch: Boolean(request.touch ?? request.mobile),
      locale: request.locale || 'en-US',
      deviceScaleFactor: request.mobile ? 2 : 1,
    }));
  const page = await context.newPage();
  if (shared) {
    await page.setViewportSize({ width: request.width || 740, height: request.height || 360 });
  }
  const entry = { page, context, errors: [], touch: Boolean(request.touch ?? request.mobile) };
  page.on('console', (message) => {
    if (message.type() === 'error') {
      entry.errors.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => entry.errors.push(`page error: ${error.message}`));
  page.on('requestfailed', (req) => {
    // A socket closed on purpose (going offline) is not the page's fault.
    if (!req.url().endsWith('/ws')) {
      entry.errors.push(`request failed: ${req.url()} ${req.failure()?.errorText}`);
    }
  });
  const id = nextPage++;
  pages.set(id, entry);
  await page.goto(request.url, { waitUntil: 'load' });
  // CSP violations are reported as console errors too; this also catches the ones
  // reported before the console listener sees them.
  await page.evaluate(() => {
    window.__naipesViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__naipesViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { page: id };
}

async function join(request) {
  const { page } = pageOf(request);
  await page.fill('#name', request.name);
  if (request.code !== undefined) {
    await page.fill('#code', request.code);
  }
  await page.setChecked('#lines', request.lines === true);
  await page.click('#join-button');
  return {};
}

async function line(request) {
  const { page } = pageOf(request);
  await page.fill('#line', request.line);
  await page.press('#line', 'Enter');
  return {};
}

async function text(request) {
  const { page } = pageOf(request);
  const seen = await page.evaluate(() => {
    const test = window.naipesTest;
    if (!test) {
      return { rows: [], overlay: '', state: '', keys: [], size: null, hook: false };
    }
    return {
      rows: test.rows(),
      overlay: test.overlay(),
      state: document.body.dataset.state || '',
      keys: test.letterKeys(),
      size: test.size(),
      said: test.said(),
      live: (document.getElementById('said') || {}).ariaLive || '',
      hook: true,
    };
  });
  if (!seen.hook) {
    throw new Error('the page has no test hook: open it with ?test in the URL');
  }
  const parts = [seen.rows.join('\n'), ...seen.said];
  if (seen.overlay) {
    parts.push(seen.overlay);
  }
  return { ...seen, text: parts.join('\n') };
}

async function tap(request) {
  const { page, touch } = pageOf(request);
  const buttons = page.locator('#keys button', { visible: true });
  const count = await buttons.count();
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    const label = (await button.textContent()).trim();
    const aria = (await button.getAttribute('aria-label')) || '';
    if (label === request.label || aria === request.label) {
      await (touch ? button.tap() : button.click());
      return {};
    }
  }
  throw new Error(`no key-bar button labelled ${JSON.stringify(request.label)}`);
}

async function tapCell(request) {
  const { page, touch } = pageOf(request);
  const box = await page.locator('#terminal .xterm-screen').boundingBox();
  const size = await page.evaluate(() => window.naipesTest.size());
  if (!box || !size) {
    throw new Error('the terminal is not on the page');
  }
  const x = box.x + ((request.col + 0.5) * box.width) / size.cols;
  const y = box.y + ((request.row + 0.5) * box.height) / size.rows;
  if (touch) {
    await page.touchscreen.tap(x, y);
  } else {
    await page.mouse.click(x, y);
  }
  return {};
}

async function errors(request) {
  const entry = pageOf(request);
  const violations = await entry.page
    .evaluate(() => window.__naipesViolations || [])
    .catch(() => []);
  return { errors: [...entry.errors, ...violations.map((v) => `CSP: ${v}`)] };
}

async function close(request) {
  const entry = pageOf(request);
  pages.delete(request.page);
  await entry.page.close();
  const stillUsed = [...pages.values()].some((other) => other.context === entry.context);
  if (!stillUsed) {
    await entry.context.close();
  }
  return {};
}

const COMMANDS = {
  open,
  join,
  line,
  text,
  tap,
  tapCell,
  errors,
  close,
  async send(request) {
    const { page } = pageOf(request);
    await page.evaluate((data) => window.naipesTest.type(data), request.data);
    return {};
  },
  async tapOverlay(request) {
    const { page, touch } = pageOf(request);
    const button = page.locator('#overlay-button', { visible: true });
    await (touch ? button.tap() : button.click());
    return {};
  },
  async press(request) {
    await pageOf(request).page.keyboard.press(request.key);
    return {};
  },
  async resize(request) {
    await pageOf(request).page.setViewportSize({ width: request.width, height: request.height });
    return {};
  },
  async offline(request) {
    await pageOf(request).context.setOffline(true);
    return {};
  },
  async online(request) {
    await pageOf(request).context.setOffline(false);
    return {};
  },
  async screenshot(request) {
    await pageOf(request).page.screenshot({ path: request.path });
    return { path: request.path };
  },
};

let quitting = false;
async function quit() {
  if (quitting) {
    return;
  }
  quitting = true;
  await browser.close().catch(() => {});
  process.exit(0);
}

write({ ready: true, browser: browser.version() });

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
// One request at a time, in order: the tests wait for each reply anyway.
let queue = Promise.resolve();
lines.on('line', (line) => {
  queue = queue.then(async () => {
    let request;
    try {
      request = JSON.parse(line);
    } catch (error) {
      write({ id: null, error: `not JSON: ${error.message}` });
      return;
    }
    const id = request.id ?? null;
    if (request.cmd === 'quit') {
      write({ id, ok: true });
      await quit();
      return;
    }
    const command = COMMANDS[request.cmd];
    if (!command) {
      write({ id, error: `unknown command ${JSON.stringify(request.cmd)}` });
      return;
    }
    try {
      write({ id, ok: true, ...(await command(request)) });
    } catch (error) {
      write({ id, error: error.message.split('\n')[0] });
    }
  });
});
lines.on('close', () => {
  queue.then(quit);
});
