// The live page: the program's own engine (the WebAssembly module, createNQueensEngine) runs
// any search in the page; this script draws the step it shows, in the window's words (NQWords,
// from the program's translations) and with the lesson page's board (NQBoard). What a student's
// file or paste holds is only ever shown as text. No network.
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var W = NQWords;
  var E = null; // the engine, once made
  var ORDERS = ['rows', 'columns'], CHECKS = ['scan', 'arrays', 'bitmask'], GOALS = ['first', 'all'];
  // The window's defaults (nq::SearchOptions): N=8, rows, arrays, all solutions.
  var DEFAULTS = {n: 8, order: 'rows', check: 'arrays', goal: 'all', step: 0};
  // The window's speed slider (SpeedScale): one step every 2 s to 100,000 a second, then full
  // speed; it starts at 2 steps a second.
  var SPEEDS = [0.5, 0.7, 1, 1.5, 2, 3, 5, 7, 10, 15, 20, 30, 50, 70, 100, 150, 200, 300, 500, 700,
    1000, 1500, 2000, 3000, 5000, 7000, 10000, 15000, 20000, 30000, 50000, 70000, 100000];
  var FULL = SPEEDS.length, DEFAULT_SPEED = 4;
  // The window's SpeechPacer: 12 characters a second, 300 ms after a sentence.
  var PACE = [12, 300];

  var options = {n: DEFAULTS.n, order: DEFAULTS.order, check: DEFAULTS.check, goal: DEFAULTS.goal};
  var state = null; // the shown step's state (nqw_state)
  var shown = 0, furthest = 0, ended = false;
  var playing = false, speed = DEFAULT_SPEED, timer = 0;
  var playedMs = 0, playingSince = 0; // the time spent playing, as the window's counters show it
  var traceName = null; // a student's trace on the board: its file's name
  var grid = null, gridN = 0;
  var pacer = NQBoard.pacer($('spoken'), PACE);
  var listed = 0, solutionButtons = []; // the solutions in the list

  // ---- The engine's calls ---------------------------------------------------------------
  function json(pointer) { return JSON.parse(E.UTF8ToString(pointer)); }
  function readState() {
    state = json(E._nqw_state());
    // A trace's name is the page's to give (the module has only its text): the file's name.
    if (state.source === 'trace') state.trace = Object.assign({steps: state.furthest}, state.trace, {name: traceName || ''});
    shown = state.step;
    furthest = state.furthest;
    ended = state.ended;
    return state;
  }
  // Passes `bytes` to the module for `call(pointer, length)`; the module's copy is freed after.
  function withBytes(bytes, call) {
    var pointer = E._nqw_alloc(Math.max(1, bytes.length));
    if (!pointer) return null;
    try {
      E.HEAPU8.set(bytes, pointer);
      return call(pointer, bytes.length);
    } finally {
      E._nqw_free(pointer);
    }
  }

  // ---- Words ---------------------------------------------------------------------------
  function fill(select, values, names) {
    var at = select.value;
    while (select.firstChild) select.removeChild(select.firstChild);
    values.forEach(function (value, i) {
      var option = document.createElement('option');
      option.value = String(value);
      option.textContent = names[i];
      select.appendChild(option);
    });
    select.value = at || String(values[0]);
  }
  function label() {
    document.title = W.text('title');
    $('title').textContent = W.text('title');
    $('l-language').textContent = W.text('language');
    $('l-n').textContent = W.text('size');
    $('l-order').textContent = W.text('order');
    $('l-check').textContent = W.text('check');
    $('l-goal').textContent = W.text('goal');
    var sizes = [];
    for (var n = 1; n <= 32; ++n) sizes.push(n);
    fill($('n'), sizes, sizes.map(function (n) { return W.number(n); }));
    fill($('order'), ORDERS, ORDERS.map(function (o) { return W.text(o); }));
    fill($('check'), CHECKS, CHECKS.map(function (c) { return W.text(c); }));
    fill($('goal'), GOALS, GOALS.map(function (g) { return W.text(g); }));
    $('n').value = String(options.n);
    $('order').value = options.order;
    $('check').value = options.check;
    $('goal').value = options.goal;
    [['reset', 'reset'], ['back', 'back'], ['step', 'step'], ['toviolation', 'toViolation'],
     ['leavetrace', 'backToSearch'], ['checkpaste', 'checkTrace'], ['present', 'presentation'],
     ['h-run', 'controls'], ['h-code', 'pseudocode'], ['h-check', 'safetyCheck'],
     ['h-solutions', 'solutionsTitle'], ['nosolutions', 'noSolutions'], ['h-checktrace', 'checkProgram'],
     ['checkhow', 'dropTrace'], ['l-file', 'chooseTrace'], ['l-paste', 'pasteTrace'], ['l-first', 'firstOnly'],
     ['h-counters', 'counters'], ['keys', 'keys'], ['boardkeys', 'boardKeys'], ['made', 'made']].forEach(function (b) {
      $(b[0]).textContent = W.text(b[1]);
    });
    $('board').setAttribute('aria-label', W.text('board'));
    $('controls').setAttribute('aria-label', W.text('controls'));
    $('timeline').setAttribute('aria-label', W.text('timeline'));
    $('trace').setAttribute('aria-label', W.text('whoseTrace'));
    showPlaying();
    showSpeed();
    codeKey = '';
    counterCells = [];
    relabelSolutions();
    if (traceName && state) showTraceBanner();
  }

  // ---- The board and the panels -----------------------------------------------------------
  function makeBoard(n) {
    grid = NQBoard.grid($('board'), n);
    gridN = n;
    cellLabels = [];
    $('lines').setAttribute('viewBox', '0 0 ' + n + ' ' + n);
    grid.size();
  }
  var cellLabels = [], codeKey = '', codeItems = [];
  function draw() {
    var s = state, n = s.n, e = s.event || {type: 'none'}, kind = e.type;
    if (gridN !== n) makeBoard(n);
    var backRow = -1, backCol = -1;
    if (kind === 'backtrack') { if (s.order === 'rows') backRow = e.level; else backCol = e.level; }
    var marked = kind === 'try' || kind === 'conflict' || kind === 'place' || kind === 'remove';
    for (var r = 0; r < n; ++r) {
      for (var c = 0; c < n; ++c) {
        var i = r * n + c, cell = grid.cells[i], here = e.row === r && e.col === c;
        // A program's board as it is (s.squares: each row's queens, two on a row too).
        var queen = s.squares ? s.squares[r].indexOf(c) >= 0 : s.queens[r] === c;
        var ghost = kind === 'remove' && here;
        var cls = 'cell' + ((r + c) % 2 ? ' d' : '');
        if (here && marked) cls += ' ' + kind;
        if (r === backRow || c === backCol) cls += ' back';
        if (queen || ghost) cls += ' on';
        if (cell.className !== cls) cell.className = cls;
        var name = W.square(s, r, c);
        if (cellLabels[i] !== name) { cell.setAttribute('aria-label', name); cellLabels[i] = name; }
      }
    }
    $('board').classList.toggle('solution', kind === 'solution');
    var lines = $('lines');
    while (lines.firstChild) lines.removeChild(lines.firstChild);
    if (kind === 'conflict' && e.attackerRow >= 0) {
      var line = document.createElementNS(lines.namespaceURI, 'line');
      // From the attacking queen's edge (not across her) to the candidate's centre.
      var dx = e.col - e.attackerCol, dy = e.row - e.attackerRow, length = Math.sqrt(dx * dx + dy * dy) || 1;
      line.setAttribute('x1', e.attackerCol + 0.5 + 0.4 * dx / length);
      line.setAttribute('y1', e.attackerRow + 0.5 + 0.4 * dy / length);
      line.setAttribute('x2', e.col + 0.5);
      line.setAttribute('y2', e.row + 0.5);
      line.setAttribute('stroke-width', Math.max(0.06, 0.12 * 8 / n));
      lines.appendChild(line);
    }
    // The module gives a trace's squares only where a row holds two queens; else its queens.
    if (s.source === 'trace')
      joinAttackers(s.squares || s.queens.map(function (c) { return c >= 0 ? [c] : []; }), n, lines);
    $('say').textContent = W.narrate(s);
    var violation = s.violation ? s.violation.step : -1;
    $('narration').className = W.tone(s) + (ended && shown >= furthest ? ' ended' : '');
    drawCode(s);
    drawStrip(s);
    drawCounters(s);
    var timeline = $('timeline');
    timeline.max = String(furthest);
    timeline.value = String(shown);
    $('where').textContent = W.text('stepOf', W.number(shown));
    $('back').disabled = shown <= 0;
    $('reset').disabled = shown <= 0 && !traceName;
    $('step').disabled = ended && shown >= furthest;
    $('toviolation').hidden = violation < 0;
    listSolutions();
    address();
  }
  // A program's queens that attack each other (same row, column or diagonal): joined centre
  // to centre, each outlined, as the window's board shows them (BoardScene::showProgramsQueens;
  // 0.08 of a square wide, at least 3 pixels, as there).
  function joinAttackers(squares, n, lines) {
    var all = [], width = Math.max(0.08, 3 * n / ($('board').clientWidth || 1));
    squares.forEach(function (cols, r) { cols.forEach(function (c) { all.push([r, c]); }); });
    for (var i = 0; i < all.length; ++i) {
      for (var j = i + 1; j < all.length; ++j) {
        var a = all[i], b = all[j];
        if (a[0] !== b[0] && a[1] !== b[1] && Math.abs(a[0] - b[0]) !== Math.abs(a[1] - b[1])) continue;
        var join = document.createElementNS(lines.namespaceURI, 'line');
        join.setAttribute('x1', a[1] + 0.5); join.setAttribute('y1', a[0] + 0.5);
        join.setAttribute('x2', b[1] + 0.5); join.setAttribute('y2', b[0] + 0.5);
        join.setAttribute('stroke-width', width);
        lines.appendChild(join);
        [a, b].forEach(function (end) {
          var ring = document.createElementNS(lines.namespaceURI, 'rect');
          ring.setAttribute('x', end[1] + width / 2); ring.setAttribute('y', end[0] + width / 2);
          ring.setAttribute('width', 1 - width); ring.setAttribute('height', 1 - width);
          ring.setAttribute('stroke-width', width);
          lines.appendChild(ring);
        });
      }
    }
  }
  function drawCode(s) {
    // A trace's program has its own code: the built-in search's pseudocode is left out, as
    // the window leaves out its Watch.
    $('code').hidden = s.source === 'trace';
    if (s.source === 'trace') return;
    var code = W.pseudocode(s);
    var key = code.algorithm.lines.map(lineOf).join('\n') + '\n' + code.check.lines.map(lineOf).join('\n');
    if (key !== codeKey) {
      codeItems = [NQBoard.listing($('algorithm'), code.algorithm.lines), NQBoard.listing($('checkcode'), code.check.lines)];
      $('h-check').textContent = code.titles.check + ': ' + code.checkName;
      codeKey = key;
    }
    highlight(codeItems[0], code.algorithm.current);
    highlight(codeItems[1], code.check.current);
  }
  function lineOf(line) { return line.text; }
  function highlight(items, current) {
    NQBoard.markLine(items, current);
    var item = items[current];
    if (item) {
      var ol = item.parentNode;
      if (item.offsetTop < ol.scrollTop || item.offsetTop + item.offsetHeight > ol.scrollTop + ol.clientHeight)
        ol.scrollTop = item.offsetTop - ol.clientHeight / 3;
    }
  }
  var stripBoxes = [];
  function drawStrip(s) {
    var strip = W.strip(s), strip$ = $('strip');
    if (stripBoxes.length !== strip.values.length) {
      while (strip$.firstChild) strip$.removeChild(strip$.firstChild);
      stripBoxes = strip.values.map(function (value, level) {
        var box = document.createElement('div'), index = document.createElement('span'), shownValue = document.createElement('span');
        box.className = 'box';
        index.className = 'i';
        index.setAttribute('aria-hidden', 'true');
        index.textContent = String(level);
        shownValue.className = 'v';
        box.appendChild(index);
        box.appendChild(shownValue);
        strip$.appendChild(box);
        return box;
      });
    }
    strip.values.forEach(function (value, level) {
      var box = stripBoxes[level];
      if (box.lastChild.textContent !== value) box.lastChild.textContent = value;
      box.classList.toggle('cur', level === strip.marked);
    });
    strip$.setAttribute('aria-label', W.text(s.order === 'columns' ? 'stripColumns' : 'stripRows') + ': ' + strip.text);
  }
  var counterCells = [];
  function drawCounters(s) {
    var shown = W.counters(s, playedMs / 1000), dl = $('counters');
    if (counterCells.length !== shown.names.length) {
      while (dl.firstChild) dl.removeChild(dl.firstChild);
      counterCells = shown.names.map(function () {
        var div = document.createElement('div'), dt = document.createElement('dt'), dd = document.createElement('dd');
        div.appendChild(dt);
        div.appendChild(dd);
        dl.appendChild(div);
        return [dt, dd];
      });
    }
    shown.names.forEach(function (name, i) {
      if (counterCells[i][0].textContent !== name) counterCells[i][0].textContent = name;
      if (counterCells[i][1].textContent !== shown.values[i]) counterCells[i][1].textContent = shown.values[i];
    });
  }

  // The solutions found so far, each a button that shows it on the board (the step that found
  // it). The list holds the first 500 and grows by 500 as it is scrolled to its end, so that a
  // long run (N=16 finds millions) never puts more in the page than the reader looks at.
  var wantedSolutions = 500, solutionAt = {}, markedSolution = null;
  function listSolutions() {
    var count = E._nqw_solution_count(), ol = $('solutions'), until = Math.min(count, wantedSolutions);
    for (; listed < until; ++listed) {
      var solution = json(E._nqw_solution(listed));
      var li = document.createElement('li'), button = document.createElement('button');
      var title = document.createElement('span'), board = document.createElement('span');
      button.type = 'button';
      title.className = 's';
      board.className = 'b';
      board.textContent = solution.queens.join(' ');
      button.appendChild(title);
      button.appendChild(board);
      button.nqSolution = solution;
      button.setAttribute('aria-current', 'false');
      button.addEventListener('click', showSolution);
      li.appendChild(button);
      ol.appendChild(li);
      solutionButtons.push(button);
      solutionAt[solution.step] = button;
      nameSolution(button);
    }
    $('nosolutions').hidden = listed > 0;
    // The solution on the board, if it is one of the list's.
    var here = solutionAt[shown] || null;
    if (here !== markedSolution) {
      if (markedSolution) markedSolution.setAttribute('aria-current', 'false');
      if (here) here.setAttribute('aria-current', 'true');
      markedSolution = here;
    }
  }
  function listMoreSolutions() {
    var ol = $('solutions');
    if (ol.scrollTop + ol.clientHeight < ol.scrollHeight - 100 || listed < wantedSolutions) return;
    wantedSolutions = listed + 500;
    listSolutions();
  }
  function nameSolution(button) {
    var solution = button.nqSolution;
    button.firstChild.textContent = W.text('solution', W.number(solution.number));
  }
  function relabelSolutions() { solutionButtons.forEach(nameSolution); }
  function forgetSolutions() {
    listed = 0;
    solutionButtons = [];
    wantedSolutions = 500;
    solutionAt = {};
    markedSolution = null;
    $('nosolutions').hidden = false;
    var ol = $('solutions');
    while (ol.firstChild) ol.removeChild(ol.firstChild);
  }
  function showSolution(event) {
    pause(true);
    goTo(event.currentTarget.nqSolution.step);
    say(true);
  }

  // ---- Moving through the search ----------------------------------------------------------
  // The step as the window's board says it to a screen reader; after a pause, where it paused.
  function say(atOnce, paused) { pacer.speak(W.spoken(state, paused ? shown : 0), atOnce); }
  function show(silent) {
    readState();
    draw();
    if (!silent) say(!playing);
  }
  function goTo(step) {
    if (E._nqw_go_to(step) === 0) show(true);
  }
  // Steps on: through the steps run so far, then the search's next (the module's advance does
  // both); fewer steps than asked for means the search has ended.
  function forward(steps) {
    var before = shown;
    shown = E._nqw_advance(steps);
    if (shown - before < steps) ended = true;
  }
  function stepBy(delta) {
    pause(true);
    if (delta > 0) forward(delta);
    else if (shown > 0) E._nqw_go_to(shown - 1);
    show(false);
  }
  function atEnd() { return ended && shown >= furthest; }

  function showPlaying() {
    $('play').textContent = W.text(playing ? 'pause' : 'play');
    $('play').setAttribute('aria-pressed', playing ? 'true' : 'false');
  }
  function showSpeed() {
    $('speed').value = String(speed);
    var text = W.text('speedOf', W.speed(speed === FULL ? 0 : SPEEDS[speed]));
    $('speedtext').textContent = text;
    $('speed').setAttribute('aria-valuetext', text);
  }
  function play() {
    if (playing) return;
    if (atEnd()) return;
    playing = true;
    playingSince = performance.now();
    showPlaying();
    schedule();
  }
  // Stops playing; unless a step is shown next (`quiet`), says at once where the search stands.
  function pause(quiet) {
    if (!playing) return;
    clearTimeout(timer);
    timer = 0;
    fullRunning = false;
    stopPlaying();
    show(true);
    if (!quiet) say(true, true);
  }
  function stopPlaying() {
    playing = false;
    playedMs += performance.now() - playingSince;
    showPlaying();
  }
  function toggle() { if (playing) pause(); else play(); }
  function schedule() {
    clearTimeout(timer);
    fullRunning = false;
    if (speed === FULL) { fullRunning = true; timer = setTimeout(runFull, 0); return; }
    timer = setTimeout(tick, Math.max(16, 1000 / SPEEDS[speed]));
  }
  function tick() {
    timer = 0;
    if (!playing) return;
    var rate = SPEEDS[speed], interval = Math.max(16, 1000 / rate);
    forward(Math.max(1, Math.round(rate * interval / 1000)));
    if (atEnd()) { stopPlaying(); show(false); return; }
    show(false);
    timer = setTimeout(tick, interval);
  }
  // Full speed: the module runs the search in slices of about 30 ms, the page yielding between
  // them (so that the tab answers) and drawing only the newest state, once a frame.
  var fullRunning = false, chunk = 20000, drawWanted = false;
  var yielder = new MessageChannel();
  yielder.port1.onmessage = function () { runFull(); };
  function runFull() {
    timer = 0;
    if (!playing || !fullRunning) return;
    var until = performance.now() + 30;
    do {
      var started = performance.now();
      forward(chunk);
      var took = performance.now() - started;
      // About 5 ms a call: few calls, yet the slice ends on time.
      if (took < 2) chunk = Math.min(chunk * 2, 1 << 22);
      else if (took > 10) chunk = Math.max(1000, chunk >> 1);
    } while (!atEnd() && performance.now() < until);
    if (atEnd()) { fullRunning = false; stopPlaying(); show(false); return; }
    if (!drawWanted) {
      drawWanted = true;
      requestAnimationFrame(function () {
        drawWanted = false;
        if (playing && fullRunning) show(true);
      });
    }
    yielder.port2.postMessage(0);
  }
  function setSpeed(notch) {
    speed = Math.max(0, Math.min(FULL, notch));
    showSpeed();
    if (playing) schedule();
  }

  // A fresh search with the options chosen (as a change of options does in the window).
  function start() {
    pause(true);
    leaveTrace(true);
    if (E._nqw_start(options.n, ORDERS.indexOf(options.order), CHECKS.indexOf(options.check),
                     GOALS.indexOf(options.goal)) !== 0) return false;
    forgetSolutions();
    playedMs = 0;
    show(true);
    return true;
  }
  function reset() {
    pause(true);
    if (traceName) E._nqw_go_to(0);
    else start();
    show(false);
  }

  // ---- The address: #n=8&order=rows&check=scan&goal=all&step=K ----------------------------
  var addressTimer = 0, addressFor = '';
  function addressText() {
    return '#n=' + options.n + '&order=' + options.order + '&check=' + options.check + '&goal=' + options.goal +
      '&step=' + shown;
  }
  // At most about seven times a second (the newest step last): browsers refuse a flood of
  // address changes. A student's trace has no address.
  function address() {
    if (addressTimer || traceName) return;
    addressFor = addressText();
    try { history.replaceState(null, '', addressFor); } catch (err) { /* the old address stays */ }
    addressTimer = setTimeout(function () {
      addressTimer = 0;
      if (!traceName && addressFor !== addressText()) address();
    }, 150);
  }
  // The address's choices; what it names wrongly falls back to the default, each said.
  function readAddress(hash) {
    var chosen = {n: DEFAULTS.n, order: DEFAULTS.order, check: DEFAULTS.check, goal: DEFAULTS.goal, step: 0, lang: null};
    var wrong = [];
    hash.replace(/^#/, '').split('&').forEach(function (part) {
      if (!part) return;
      var at = part.indexOf('='), key = decodeURIComponent(at < 0 ? part : part.slice(0, at));
      var value = at < 0 ? '' : decodeURIComponent(part.slice(at + 1));
      var ok = true;
      if (key === 'n') { ok = /^\d+$/.test(value) && +value >= 1 && +value <= 32; if (ok) chosen.n = +value; }
      else if (key === 'order') { ok = ORDERS.indexOf(value) >= 0; if (ok) chosen.order = value; }
      else if (key === 'check') { ok = CHECKS.indexOf(value) >= 0; if (ok) chosen.check = value; }
      else if (key === 'goal') { ok = GOALS.indexOf(value) >= 0; if (ok) chosen.goal = value; }
      else if (key === 'step') { ok = /^\d+$/.test(value) && +value <= Number.MAX_SAFE_INTEGER; if (ok) chosen.step = +value; }
      else if (key === 'lang') { ok = languageCodes().indexOf(value) >= 0; if (ok) chosen.lang = value; }
      else ok = false;
      if (!ok) wrong.push([key, value]);
    });
    return {chosen: chosen, wrong: wrong};
  }
  function tellFallbacks(wrong) {
    var notice = $('notice');
    if (!wrong.length) { notice.hidden = true; notice.textContent = ''; return; }
    // Plain text: the address is anyone's.
    notice.textContent = wrong.map(function (w) {
      var instead = w[0] in DEFAULTS ? w[0] + '=' + (w[0] === 'step' ? 0 : options[w[0]])
        : w[0] === 'lang' ? W.languages().filter(function (l) { return l.code === W.language(); })[0].name
        : addressText().slice(1);
      return W.text('linkFallback', w[0] + (w[1] ? '=' + w[1] : ''), instead);
    }).join(' ');
    notice.hidden = false;
  }
  // Opens the address's search at its step: the steps up to it are run in slices (a far step
  // takes a while), the board drawn once there. A step past the search's end falls back to 0.
  function openAddress(hash) {
    var read = readAddress(hash), chosen = read.chosen;
    if (chosen.lang) useLanguage(chosen.lang);
    options = {n: chosen.n, order: chosen.order, check: chosen.check, goal: chosen.goal};
    $('n').value = String(options.n);
    $('order').value = options.order;
    $('check').value = options.check;
    $('goal').value = options.goal;
    start();
    var target = chosen.step;
    return new Promise(function (done) {
      function run() {
        if (shown < target && !ended) {
          forward(Math.min(target - shown, 1 << 20));
          setTimeout(run, 0);
          return;
        }
        if (shown < target) {
          read.wrong.push(['step', String(target)]);
          E._nqw_go_to(0);
        }
        show(true);
        tellFallbacks(read.wrong);
        done();
      }
      run();
    });
  }

  // ---- Language ---------------------------------------------------------------------------
  function languageCodes() { return W.languages().map(function (l) { return l.code; }); }
  function useLanguage(code) {
    W.use(code);
    document.documentElement.lang = code.replace('_', '-');
    $('language').value = code;
    label();
    if (state) draw();
    fitBoard();
  }
  function firstLanguage() {
    var codes = languageCodes();
    var preset = document.documentElement.getAttribute('data-nq-language');
    if (preset && codes.indexOf(preset) >= 0) return preset;
    var wanted = (navigator.languages || [navigator.language || 'en']);
    for (var i = 0; i < wanted.length; ++i) {
      var w = String(wanted[i]).replace('-', '_');
      if (codes.indexOf(w) >= 0) return w;
      var base = w.split('_')[0];
      for (var j = 0; j < codes.length; ++j) if (codes[j].split('_')[0] === base) return codes[j];
    }
    return 'en';
  }

  // ---- A student's trace -------------------------------------------------------------------
  // Checks the trace's bytes as `nqueens-cli check-trace N [--first] -` does (its lines shown
  // as they are, as text), then replays it on the board as the window does: the banner says
  // whose search it is and what checking it found, and the board goes to its first violation.
  function checkTrace(bytes, name) {
    pause(true);
    var first = $('firstonly').checked ? 1 : 0, n = options.n, verdict = $('verdict');
    var result = withBytes(bytes, function (pointer, length) { return json(E._nqw_check_trace(pointer, length, n, first)); });
    if (!result) { refuseTooBig(bytes.length); return; }
    showVerdict(result.output, result.status);
    var loaded = withBytes(bytes, function (pointer, length) { return E._nqw_load_trace(pointer, length, n, first); });
    if (loaded !== 0) return;
    traceName = name;
    forgetSolutions();
    readState();
    var violation = state.violation ? state.violation.step : -1;
    E._nqw_go_to(violation >= 0 ? violation : 0);
    showTraceBanner();
    show(true);
    say(true);
    verdict.scrollIntoView({block: 'nearest'});
  }
  function showVerdict(text, status) {
    var verdict = $('verdict');
    verdict.textContent = text;
    verdict.className = status === 0 ? 'holds' : 'broken';
    verdict.hidden = false;
  }
  function showTraceBanner() {
    var banner = $('trace');
    banner.hidden = !traceName;
    if (!traceName) return;
    banner.classList.toggle('holds', !(state && state.violation));
    // The window's banner: whose search it is and the headline of checking it (plain text: the
    // name is the file's, the headline quotes the trace).
    $('whose').textContent = W.text('whose', traceName, W.number(state.n));
    $('headline').textContent = W.headline(state);
    $('comparison').textContent = W.comparison(state);
  }
  function leaveTrace(quiet) {
    if (!traceName) return;
    traceName = null;
    showTraceBanner();
    if (!quiet) start();
  }
  function toViolation() {
    if (!state || !state.violation) return false;
    pause(true);
    E._nqw_go_to(state.violation.step);
    show(false);
    return true;
  }
  // A trace larger than the module takes (nqw_max_trace_bytes) is refused before it is read,
  // so that the tab never runs out of memory: the module's words, the limit said, as the CLI's.
  function refuseTooBig(length) {
    var result = json(E._nqw_check_trace(0, length, options.n, $('firstonly').checked ? 1 : 0));
    showVerdict(result.output, result.status);
  }
  function readFile(file) {
    if (!file) return;
    if (file.size > E._nqw_max_trace_bytes()) {
      refuseTooBig(file.size);
      return;
    }
    var reader = new FileReader();
    reader.onload = function () { checkTrace(new Uint8Array(reader.result), file.name); };
    // The browser's own words for a file it could not read (gone, or not allowed).
    reader.onerror = function () { showVerdict(file.name + ': ' + (reader.error ? reader.error.message : ''), 2); };
    reader.readAsArrayBuffer(file);
  }

  // ---- Presentation ------------------------------------------------------------------------
  function present(on) {
    document.body.classList.toggle('presenting', on);
    if (!on) document.body.classList.remove('withcode');
    $('present').setAttribute('aria-pressed', on ? 'true' : 'false');
    var full = document.fullscreenElement;
    try {
      if (on && !full && document.documentElement.requestFullscreen)
        document.documentElement.requestFullscreen().catch(function () { /* the page fills the window */ });
      else if (!on && full) document.exitFullscreen().catch(function () {});
    } catch (err) { /* a browser without full screen: the page fills its window */ }
    requestAnimationFrame(fitBoard);
  }
  // While presenting: the board as large as its row allows beside the counters (its height,
  // or its width less the counters' and the gap where that is less); else as the style says.
  function fitBoard() {
    var wrap = document.querySelector('.boardwrap'), row = document.querySelector('.boardrow');
    if (!document.body.classList.contains('presenting')) {
      wrap.style.width = wrap.style.height = '';
    } else {
      var gap = parseFloat(getComputedStyle(row).columnGap) || 0;
      var side = Math.floor(Math.min(row.clientHeight, row.clientWidth - $('counters').offsetWidth - gap));
      wrap.style.width = wrap.style.height = Math.max(100, side) + 'px';
    }
    if (grid) grid.size();
  }
  document.addEventListener('fullscreenchange', function () {
    if (!document.fullscreenElement && document.body.classList.contains('presenting')) present(false);
  });

  // ---- Wiring ------------------------------------------------------------------------------
  function wire() {
    $('reset').addEventListener('click', reset);
    $('back').addEventListener('click', function () { stepBy(-1); });
    $('step').addEventListener('click', function () { stepBy(1); });
    $('play').addEventListener('click', toggle);
    $('speed').addEventListener('input', function () { setSpeed(+$('speed').value); });
    $('timeline').addEventListener('input', function () {
      pause(true);
      goTo(+$('timeline').value);
    });
    $('timeline').addEventListener('change', function () { say(true); });
    ['n', 'order', 'check', 'goal'].forEach(function (id) {
      $(id).addEventListener('change', function () {
        options[id] = id === 'n' ? +$(id).value : $(id).value;
        tellFallbacks([]);
        start();
        say(true);
      });
    });
    $('solutions').addEventListener('scroll', listMoreSolutions);
    $('language').addEventListener('change', function () { useLanguage($('language').value); });
    $('present').addEventListener('click', function () { present(!document.body.classList.contains('presenting')); });
    $('toviolation').addEventListener('click', toViolation);
    $('leavetrace').addEventListener('click', function () { leaveTrace(false); say(true); });
    $('file').addEventListener('change', function () { readFile($('file').files[0]); $('file').value = ''; });
    $('checkpaste').addEventListener('click', function () {
      checkTrace(new TextEncoder().encode($('paste').value), W.text('pastedName'));
    });
    var drop = $('drop');
    document.addEventListener('dragover', function (event) { event.preventDefault(); drop.classList.add('over'); });
    document.addEventListener('dragleave', function (event) { if (!event.relatedTarget) drop.classList.remove('over'); });
    document.addEventListener('drop', function (event) {
      event.preventDefault();
      drop.classList.remove('over');
      var files = event.dataTransfer && event.dataTransfer.files;
      if (files && files.length) readFile(files[0]);
    });
    window.addEventListener('resize', fitBoard);
    window.addEventListener('hashchange', function () {
      if (location.hash === addressFor) return;
      pause(true);
      openAddress(location.hash);
    });
    // The window's keys (NQBoard's): = as +, 1 to 5 the speed presets, F5 and Esc presenting,
    // P the pseudocode beside the board while presenting.
    function presenting() { return document.body.classList.contains('presenting'); }
    function speedKey(notch) {
      return function () { setSpeed(notch()); pacer.speak($('speedtext').textContent, true); };
    }
    function toggleCode() {
      if (!presenting()) return false;
      document.body.classList.toggle('withcode');
      codeKey = '';
      draw();
      fitBoard();
    }
    var faster = speedKey(function () { return speed + 1; });
    function presetKey(stepsPerSecond) { return speedKey(function () { return SPEEDS.indexOf(stepsPerSecond); }); }
    NQBoard.listenForKeys(function () { return grid; }, {
      forward: function () { stepBy(1); },
      back: function () { stepBy(-1); },
      toggle: function () { toggle(); },
      reset: function () { reset(); },
      faster: faster,
      slower: speedKey(function () { return speed - 1; }),
      toViolation: function () { return toViolation(); }
    }, {
      '=': faster,
      '1': presetKey(1), '2': presetKey(10), '3': presetKey(100), '4': presetKey(1000),
      '5': speedKey(function () { return FULL; }),
      F5: function () { present(!presenting()); },
      Escape: function () { if (!presenting()) return false; present(false); },
      p: toggleCode,
      P: toggleCode
    });
  }

  // ---- Opening -----------------------------------------------------------------------------
  // The engine, made without fetch: Debian's emscripten (3.1.6) first fetches the module's own
  // embedded data: address, which the page's policy refuses (connect-src 'none': a console
  // error), and only then decodes it; with no fetch while it is made it decodes it at once.
  function makeEngine() {
    var fetchOf = window.fetch;
    window.fetch = undefined;
    try {
      return createNQueensEngine();
    } finally {
      window.fetch = fetchOf;
    }
  }
  function open() {
    W.languages().forEach(function (l) {
      var option = document.createElement('option');
      option.value = l.code;
      option.textContent = l.name;
      $('language').appendChild(option);
    });
    useLanguage(firstLanguage());
    wire();
    return makeEngine().then(function (engine) {
      E = engine;
      return openAddress(location.hash);
    }).then(function () {
      // When the page was ready (the engine made, the step drawn), for the benchmark.
      performance.mark('nq-ready');
      document.documentElement.setAttribute('data-ready', 'true');
    });
  }
  open();
})();
