// A seat at a naipes table in the browser: a join form, then the seat's terminal
// (xterm.js) over one WebSocket, with a key bar for touch screens. The protocol is
// described in src/remote/web.rs. No inline scripts or handlers: the page is served
// with a strict Content-Security-Policy.
'use strict';

(function () {
  const TEXTS = {
    en: {
      name: 'Your name',
      name_hint: "Your seat's name takes your seat; watch only watches.",
      code: 'Table code',
      join: 'Join',
      need_name: 'Type your name.',
      need_code: "Type the table's code.",
      connecting: 'Connecting…',
      reconnecting: 'Connection lost, reconnecting…',
      gave_up: 'Connection lost.',
      try_again: 'Try again',
      join_again: 'Join again',
      space: 'Space',
      enter: 'Enter',
      keys: 'Keys',
      left: 'Left',
      up: 'Up',
      down: 'Down',
      right: 'Right',
      backspace: 'Backspace',
      keyboard: 'Keyboard',
      no_terminal: 'The terminal did not load: reload the page.',
      lines_mode: 'Screen reader: the table in lines of text',
      said_label: 'The table',
      line_label: 'Type a command, a card or a word, then Enter (help lists the commands)',
      send: 'Send',
    },
    es: {
      name: 'Tu nombre',
      name_hint: 'El nombre de tu asiento te sienta en él; watch solo mira.',
      code: 'Código de la mesa',
      join: 'Entrar',
      need_name: 'Escribe tu nombre.',
      need_code: 'Escribe el código de la mesa.',
      connecting: 'Conectando…',
      reconnecting: 'Se perdió la conexión, reconectando…',
      gave_up: 'Se perdió la conexión.',
      try_again: 'Reintentar',
      join_again: 'Volver a entrar',
      space: 'Espacio',
      enter: 'Intro',
      keys: 'Teclas',
      left: 'Izquierda',
      up: 'Arriba',
      down: 'Abajo',
      right: 'Derecha',
      backspace: 'Borrar',
      keyboard: 'Teclado',
      no_terminal: 'El terminal no se cargó: recarga la página.',
      lines_mode: 'Lector de pantalla: la mesa en líneas de texto',
      said_label: 'La mesa',
      line_label: 'Escribe una orden, una carta o una palabra, y pulsa Intro (ayuda lista las órdenes)',
      send: 'Enviar',
    },
  };

  // Fonts from the largest that fits the table's 80x24 screens down to the smallest
  // still readable; below that the terminal shows whatever fits at the smallest.
  const LARGEST_FONT = 20;
  const SMALLEST_FONT = 8;
  const WANTED_COLS = 80;
  const WANTED_ROWS = 24;
  const RETRY_EVERY_MS = 2000;
  const RETRY_FOR_MS = 60000;
  // The server reads at most this many bytes of input per message.
  const MAX_INPUT_BYTES = 4096;
  const MAX_LETTER_KEYS = 12;

  const lang = (navigator.language || '').toLowerCase().startsWith('es') ? 'es' : 'en';
  const text = (key) => TEXTS[lang][key];
  const testing = new URLSearchParams(location.search).has('test');

  const $ = (id) => document.getElementById(id);
  const form = $('join');
  const nameInput = $('name');
  const codeInput = $('code');
  const problem = $('problem');
  const table = $('table');
  const terminalBox = $('terminal');
  const letterKeys = $('letter-keys');
  const overlay = $('overlay');
  const overlayText = $('overlay-text');
  const overlayButton = $('overlay-button');
  const keyboardButton = $('keyboard');
  const linesBox = $('lines');
  const linesView = $('lines-view');
  const saidLog = $('said');
  const lineForm = $('line-form');
  const lineInput = $('line');
  // Line mode (a screen reader): the table's lines in a live region, lines typed back.
  let lineMode = false;
  // The oldest lines go once the log is this long (a screen reader reads the new ones).
  const MOST_SAID_LINES = 400;

  // Storage can be missing or refused (private windows): the page works without it.
  function load(key) {
    try {
      return localStorage.getItem(key) || '';
    } catch (_) {
      return '';
    }
  }
  function store(key, value) {
    try {
      localStorage.setItem(key, value);
    } catch (_) {
      /* nothing kept: the next visit asks again */
    }
  }

  // 128 random bits made once per browser: a dropped browser takes back its seat.
  let memoryToken = '';
  function token() {
    let kept = load('naipes-token');
    if (!/^[0-9a-f]{32}$/.test(kept)) {
      kept = memoryToken;
    }
    if (!/^[0-9a-f]{32}$/.test(kept)) {
      const bytes = new Uint8Array(16);
      crypto.getRandomValues(bytes);
      kept = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      store('naipes-token', kept);
    }
    memoryToken = kept;
    return kept;
  }

  const codeKey = 'naipes-code:' + location.host;
  function codeFromLink() {
    try {
      return decodeURIComponent(location.hash.replace(/^#/, '')).trim();
    } catch (_) {
      return '';
    }
  }

  function translatePage() {
    document.documentElement.lang = lang;
    for (const element of document.querySelectorAll('[data-text]')) {
      element.textContent = text(element.dataset.text);
    }
    for (const button of document.querySelectorAll('#fixed-keys [data-key]')) {
      const label = { left: 'left', up: 'up', down: 'down', right: 'right', backspace: 'backspace' }[
        button.dataset.key
      ];
      if (label) {
        button.setAttribute('aria-label', text(label));
      }
    }
    saidLog.setAttribute('aria-label', text(saidLog.dataset.label));
    keyboardButton.setAttribute('aria-label', text('keyboard'));
    keyboardButton.title = text('keyboard');
    $('keys').setAttribute('aria-label', text('keys'));
  }

  // ---- the terminal ----

  let term = null;
  let fit = null;
  const encoder = new TextEncoder();

  function makeTerminal() {
    if (term) {
      return true;
    }
    if (typeof Terminal !== 'function' || typeof FitAddon !== 'object') {
      return false;
    }
    term = new Terminal({
      fontFamily: '"DejaVu Sans Mono", Menlo, Consolas, "Liberation Mono", "Noto Sans Mono", monospace',
      fontSize: LARGEST_FONT,
      scrollback: 0,
      cursorBlink: false,
      macOptionIsMeta: true,
      theme: { background: '#101418', foreground: '#e0e0e0' },
    });
    fit = new FitAddon.FitAddon();
    term.loadAddon(fit);
    term.open(terminalBox);
    // The device's keyboard opens only when asked (the ⌨ button): a tap on a card
    // should pick the card, not cover the table with a keyboard.
    term.textarea.setAttribute('inputmode', 'none');
    term.onData((data) => sendInput(encoder.encode(data)));
    // Mouse reports in the old X10 encoding are bytes, not text.
    term.onBinary((data) => sendInput(Uint8Array.from(data, (c) => c.charCodeAt(0) & 0xff)));
    term.onResize(sendSize);
    return true;
  }

  // The largest font from LARGEST_FONT down that fits WANTED_COLS x WANTED_ROWS, then
  // as many cells as fit at that size.
  function fitTerminal() {
    if (!term || table.hidden) {
      return;
    }
    let chosen = SMALLEST_FONT;
    for (let size = LARGEST_FONT; size >= SMALLEST_FONT; size--) {
      term.options.fontSize = size;
      const proposed = fit.proposeDimensions();
      if (proposed && proposed.cols >= WANTED_COLS && proposed.rows >= WANTED_ROWS) {
        chosen = size;
        break;
      }
    }
    term.options.fontSize = chosen;
    fit.fit();
  }

  let refitTimer = null;
  function refitSoon() {
    clearTimeout(refitTimer);
    refitTimer = setTimeout(fitTerminal, 100);
  }

  // ---- the connection ----

  let session = null; // {name, code} of the seat being played
  let socket = null;
  let joined = false;
  let ended = false; // the server said refused or closed: no reconnecting
  let lostSince = null;
  let retryTimer = null;

  function socketUrl() {
    const url = new URL('ws', location.href);
    url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    url.hash = '';
    url.search = '';
    return url.href;
  }

  function connect() {
    clearTimeout(retryTimer);
    joined = false;
    ended = false;
    let ws;
    try {
      ws = new WebSocket(socketUrl());
    } catch (_) {
      connectionLost();
      return;
    }
    ws.binaryType = 'arraybuffer';
    socket = ws;
    ws.onopen = () => {
      ws.send(
        JSON.stringify({
          code: session.code,
          name: session.name,
          token: token(),
          cols: term ? term.cols : WANTED_COLS,
          rows: term ? term.rows : WANTED_ROWS,
          lang,
          lines: lineMode,
        }),
      );
    };
    ws.onmessage = (event) => {
      if (ws !== socket) {
        return;
      }
      if (typeof event.data === 'string') {
        serverSaid(event.data);
      } else if (joined && term && !lineMode) {
        term.write(new Uint8Array(event.data), footerKeysSoon);
      }
    };
    ws.onclose = () => {
      if (ws !== socket) {
        return;
      }
      socket = null;
      joined = false;
      if (!ended) {
        connectionLost();
      }
    };
  }

  function serverSaid(data) {
    let message;
    try {
      message = JSON.parse(data);
    } catch (_) {
      return;
    }
    if (!message || typeof message !== 'object') {
      return;
    }
    if (message.joined === true && lineMode) {
      joined = true;
      lostSince = null;
      hideOverlay();
      setState('joined');
      lineInput.focus();
    } else if (message.joined === true) {
      joined = true;
      lostSince = null;
      // The server draws the whole screen after joining: nothing stale is kept.
      term.reset();
      shownKeys = '';
      showLetterKeys([]);
      hideOverlay();
      setState('joined');
      fitTerminal();
      sendSize();
    } else if (typeof message.refused === 'string') {
      finish(message.refused);
    } else if (typeof message.closed === 'string') {
      finish(message.closed);
    } else if (typeof message.say === 'string' && lineMode) {
      say(message.say.split(/\r?\n/).filter((line) => line.trim() !== ''), false);
    } else if (Array.isArray(message.keys)) {
      showLetterKeys(message.keys);
    }
  }

  // Lines into the log: the table's are read by a screen reader as they come; the
  // player's own typed line is shown but not read back.
  function say(lines, typed) {
    for (const line of lines) {
      const p = document.createElement('p');
      p.textContent = typed ? '> ' + line : line;
      if (typed) {
        p.className = 'typed';
        p.setAttribute('aria-hidden', 'true');
      }
      saidLog.appendChild(p);
    }
    while (saidLog.childElementCount > MOST_SAID_LINES) {
      saidLog.firstElementChild.remove();
    }
    saidLog.scrollTop = saidLog.scrollHeight;
  }

  function sendLine(line) {
    if (!joined || !socket || socket.readyState !== WebSocket.OPEN) {
      return;
    }
    say([line], true);
    socket.send(JSON.stringify({ line }));
  }

  // refused or closed: the text, and a way back to the form.
  function finish(why) {
    ended = true;
    joined = false;
    showOverlay(why, text('join_again'), backToForm);
    setState('ended');
  }

  function connectionLost() {
    if (lostSince === null) {
      lostSince = Date.now();
    }
    if (Date.now() - lostSince >= RETRY_FOR_MS) {
      showOverlay(text('gave_up'), text('try_again'), () => {
        lostSince = null;
        showOverlay(text('reconnecting'));
        connect();
      });
      setState('gave-up');
      return;
    }
    showOverlay(text('reconnecting'));
    setState('lost');
    clearTimeout(retryTimer);
    retryTimer = setTimeout(retry, RETRY_EVERY_MS);
  }

  // While the device knows it has no network a try can only fail: wait for the
  // 'online' event (or the next tick), still within the minute.
  function retry() {
    if (navigator.onLine === false) {
      connectionLost();
    } else {
      connect();
    }
  }

  function sendInput(bytes) {
    if (!joined || !socket || socket.readyState !== WebSocket.OPEN) {
      return;
    }
    // Long pastes go in pieces the server takes, never splitting a character.
    let start = 0;
    while (start < bytes.length) {
      let end = Math.min(start + MAX_INPUT_BYTES, bytes.length);
      while (end < bytes.length && end > start && (bytes[end] & 0xc0) === 0x80) {
        end--;
      }
      socket.send(bytes.subarray(start, end));
      start = end;
    }
  }

  function sendSize() {
    if (joined && socket && socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify({ cols: term.cols, rows: term.rows }));
    }
  }

  // ---- the key bar ----

  function keyBytes(key) {
    // Arrows as xterm.js sends them: SS3 when the program asked for application keys.
    const arrow = { up: 'A', down: 'B', right: 'C', left: 'D' }[key];
    if (arrow) {
      return (term.modes.applicationCursorKeysMode ? '\x1bO' : '\x1b[') + arrow;
    }
    return { space: ' ', enter: '\r', esc: '\x1b', tab: '\t', backspace: '\x7f' }[key] || '';
  }

  function pressKey(bytes) {
    if (bytes) {
      sendInput(encoder.encode(bytes));
    }
  }

  // The letter keys that work now, read off the screen's footer (" c  continue",
  // "1-3  give", "a/Enter  accept"): a button for each, so that a phone reaches them
  // without opening its keyboard. Buttons change only when the keys do.
  let footerTimer = null;
  let shownKeys = '';
  function footerKeysSoon() {
    if (footerTimer !== null) {
      return;
    }
    footerTimer = setTimeout(() => {
      footerTimer = null;
      const keys = footerKeys();
      if (keys.join(' ') !== shownKeys) {
        shownKeys = keys.join(' ');
        showLetterKeys(keys);
      }
    }, 150);
  }

  function footerKeys() {
    const buffer = term.buffer.active;
    const found = [];
    const add = (key) => {
      if (!found.includes(key) && found.length < MAX_LETTER_KEYS) {
        found.push(key);
      }
    };
    for (let y = Math.max(0, term.rows - 3); y < term.rows; y++) {
      const line = buffer.getLine(buffer.viewportY + y);
      if (!line) {
        continue;
      }
      // Entries are "KEY  label", three spaces or more apart.
      for (const entry of line.translateToString(true).trim().split(/\s{3,}/)) {
        const parts = entry.split(/\s{2}/);
        if (parts.length < 2) {
          continue;
        }
        for (const key of parts[0].trim().split('/')) {
          const range = /^(\d)-(\d)$/.exec(key);
          if (range) {
            for (let d = +range[1]; d <= +range[2]; d++) {
              add(String(d));
            }
          } else if (/^[a-z0-9?+*]$/.test(key)) {
            add(key);
          }
        }
      }
    }
    return found;
  }

  function showLetterKeys(keys) {
    letterKeys.replaceChildren();
    for (const key of keys.slice(0, MAX_LETTER_KEYS)) {
      if (typeof key !== 'string' || key.length === 0 || key.length > 4) {
        continue;
      }
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = key;
      button.dataset.letter = key;
      letterKeys.append(button);
    }
    refitSoon();
  }

  let keyboardOpen = false;
  function toggleKeyboard() {
    if (!term) {
      return;
    }
    keyboardOpen = !keyboardOpen;
    const textarea = term.textarea;
    textarea.blur();
    if (keyboardOpen) {
      textarea.removeAttribute('inputmode');
      textarea.focus();
    } else {
      textarea.setAttribute('inputmode', 'none');
    }
    keyboardButton.setAttribute('aria-pressed', String(keyboardOpen));
  }

  function keyBar() {
    const bar = $('keys');
    // Pressing a key must not take the focus from the terminal (or close the keyboard).
    bar.addEventListener('mousedown', (event) => event.preventDefault());
    bar.addEventListener('pointerdown', (event) => {
      if (event.target.closest('button')) {
        event.preventDefault();
      }
    });
    bar.addEventListener('click', (event) => {
      const button = event.target.closest('button');
      if (!button) {
        return;
      }
      if (button === keyboardButton) {
        toggleKeyboard();
      } else if (button.dataset.key) {
        pressKey(keyBytes(button.dataset.key));
      } else if (button.dataset.letter) {
        pressKey(button.dataset.letter);
      }
    });
  }

  // ---- screens ----

  function setState(state) {
    document.body.dataset.state = state;
  }

  function showOverlay(message, buttonLabel, action) {
    overlayText.textContent = message;
    overlayButton.hidden = !buttonLabel;
    overlayButton.textContent = buttonLabel || '';
    overlayButton.onclick = action || null;
    overlay.hidden = false;
  }

  function hideOverlay() {
    overlay.hidden = true;
    overlayButton.onclick = null;
  }

  function backToForm() {
    clearTimeout(retryTimer);
    ended = true;
    if (socket) {
      const old = socket;
      socket = null;
      old.close();
    }
    hideOverlay();
    table.hidden = true;
    linesView.hidden = true;
    form.hidden = false;
    setState('form');
    (nameInput.value ? codeInput.value ? $('join-button') : codeInput : nameInput).focus();
  }

  function join(event) {
    event.preventDefault();
    const name = nameInput.value.trim();
    const code = codeInput.value.trim();
    if (!name) {
      problem.textContent = text('need_name');
      nameInput.focus();
      return;
    }
    if (!code) {
      problem.textContent = text('need_code');
      codeInput.focus();
      return;
    }
    problem.textContent = '';
    store('naipes-name', name);
    store(codeKey, code);
    lineMode = linesBox.checked;
    store('naipes-lines', lineMode ? 'yes' : '');
    form.hidden = true;
    if (lineMode) {
      linesView.hidden = false;
    } else {
      table.hidden = false;
      if (!makeTerminal()) {
        showOverlay(text('no_terminal'));
        return;
      }
      fitTerminal();
    }
    session = { name, code };
    lostSince = null;
    showOverlay(text('connecting'));
    setState('connecting');
    connect();
  }

  function start() {
    translatePage();
    nameInput.value = load('naipes-name');
    codeInput.value = codeFromLink() || load(codeKey);
    window.addEventListener('hashchange', () => {
      const code = codeFromLink();
      if (code && !form.hidden) {
        codeInput.value = code;
      }
    });
    linesBox.checked = load('naipes-lines') === 'yes';
    form.addEventListener('submit', join);
    lineForm.addEventListener('submit', (event) => {
      event.preventDefault();
      const line = lineInput.value;
      lineInput.value = '';
      sendLine(line);
    });
    keyBar();
    window.addEventListener('resize', refitSoon);
    window.addEventListener('orientationchange', refitSoon);
    if (window.visualViewport) {
      window.visualViewport.addEventListener('resize', refitSoon);
    }
    // A phone that loses its network may keep a dead socket open for a long time:
    // drop it now and reconnect as soon as the network is back.
    // A close handshake cannot finish without a network, so the page says the
    // connection is lost now rather than when the browser gives up waiting.
    window.addEventListener('offline', () => {
      if (socket && !ended) {
        const dead = socket;
        socket = null;
        joined = false;
        dead.close();
        connectionLost();
      }
    });
    window.addEventListener('online', () => {
      if (!socket && session && !ended && lostSince !== null) {
        lostSince = Date.now();
        connect();
      }
    });
    setState('form');
    if (testing) {
      window.naipesTest = {
        // The terminal's visible rows, as the buffer holds them.
        rows() {
          if (!term) {
            return [];
          }
          const buffer = term.buffer.active;
          const rows = [];
          for (let y = 0; y < term.rows; y++) {
            const line = buffer.getLine(buffer.viewportY + y);
            rows.push(line ? line.translateToString(true) : '');
          }
          return rows;
        },
        overlay() {
          return overlay.hidden ? '' : overlayText.textContent;
        },
        // Bytes into the seat through the same path as the terminal's own keys.
        type(data) {
          if (term) {
            sendInput(encoder.encode(data));
          }
        },
        letterKeys() {
          return Array.from(letterKeys.children, (b) => b.dataset.letter);
        },
        size() {
          return term
            ? { cols: term.cols, rows: term.rows, fontSize: term.options.fontSize }
            : null;
        },
        // Line mode: the lines the table said so far, and a line typed as the form
        // sends it.
        said() {
          return Array.from(saidLog.querySelectorAll('p:not(.typed)'), (p) => p.textContent);
        },
        line(line) {
          sendLine(line);
        },
        // Closes the socket as a lost network does (no closed message first).
        drop() {
          if (socket) {
            socket.close();
          }
        },
      };
    }
    (nameInput.value ? (codeInput.value ? $('join-button') : codeInput) : nameInput).focus();
  }

  start();
})();
