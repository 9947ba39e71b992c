// The board parts the N-Queens Visualizer's web pages share (the lesson's page and the live
// page inline this same script): the board as an ARIA grid whose cells the arrow keys walk,
// its sizes, the keys a focused control takes, the window's keys, the pseudocode's listing with
// its current line, and the live region a screen reader hears, paced as the window's
// SpeechPacer paces its voice. One global, NQBoard; no network.
var NQBoard = (function () {
  'use strict';

  // The board: an ARIA grid of n rows of n cells in `board`, each cell one Tab stop at most (a
  // roving tabindex: the arrow keys, Home and End go from cell to cell as in the ARIA grid
  // pattern, so that a screen reader's focus mode walks the board, and the cell Tab comes back
  // to is the one left). Returns {cells, walk(event, index) -> handled, size()}.
  function grid(board, n) {
    var cells = [];
    while (board.firstChild) board.removeChild(board.firstChild);
    for (var r = 0; r < n; ++r) {
      var row = document.createElement('div');
      row.setAttribute('role', 'row');
      for (var c = 0; c < n; ++c) {
        var cell = document.createElement('div');
        cell.className = 'cell' + ((r + c) % 2 ? ' d' : '');
        cell.setAttribute('role', 'gridcell');
        // The cell's name says its place as the board shows it, from 0 ("Row 1, column 1:
        // empty"): a screen reader's own place, counted from 1, is left out (Orca said "row 2."
        // after it).
        cell.setAttribute('aria-rowindextext', ' ');
        cell.setAttribute('aria-colindextext', ' ');
        cell.tabIndex = r === 0 && c === 0 ? 0 : -1;
        var queen = document.createElement('span');
        queen.className = 'q';
        queen.setAttribute('aria-hidden', 'true');
        queen.textContent = '\u265B';
        cell.appendChild(queen);
        // The numbers along the edges, as the window's board has them: rows on the left,
        // columns below.
        if (c === 0) cell.appendChild(edgeLabel('rl', r));
        if (r === n - 1) cell.appendChild(edgeLabel('cl', c));
        row.appendChild(cell);
        cells.push(cell);
      }
      board.appendChild(row);
    }
    var focusCell = 0;
    function rove(index) {
      if (index === focusCell) return;
      cells[focusCell].tabIndex = -1;
      cells[index].tabIndex = 0;
      focusCell = index;
    }
    function focused(event) {
      var index = cells.indexOf(event.target);
      if (index >= 0) rove(index);
    }
    // A click on the board leaves the focus where it was: the arrow keys go on stepping the
    // search for one who watches, and walk the cells only for one who came to them by the
    // keyboard.
    function pressed(event) { event.preventDefault(); }
    // A board made again (another N) drops the listeners of the one before.
    if (board.nqUngrid) board.nqUngrid();
    board.addEventListener('focusin', focused);
    board.addEventListener('mousedown', pressed);
    board.nqUngrid = function () {
      board.removeEventListener('focusin', focused);
      board.removeEventListener('mousedown', pressed);
    };
    // Moves the focus for a key on cell `at`; false when the key is not the grid's.
    function walk(event, at) {
      var r = Math.floor(at / n), c = at % n;
      if (event.altKey || event.metaKey || event.shiftKey) return false;
      if (event.ctrlKey && event.key !== 'Home' && event.key !== 'End') return false;
      switch (event.key) {
      case 'ArrowRight': c = Math.min(n - 1, c + 1); break;
      case 'ArrowLeft': c = Math.max(0, c - 1); break;
      case 'ArrowDown': r = Math.min(n - 1, r + 1); break;
      case 'ArrowUp': r = Math.max(0, r - 1); break;
      case 'Home': c = 0; if (event.ctrlKey) r = 0; break;
      case 'End': c = n - 1; if (event.ctrlKey) r = n - 1; break;
      default: return false;
      }
      rove(r * n + c);
      cells[focusCell].focus();
      return true;
    }
    // The queen, the marks and the labels as large as the squares are.
    function size() {
      var side = board.clientWidth / n;
      board.style.setProperty('--qsize', Math.max(8, side * 0.72) + 'px');
      board.style.setProperty('--mark', Math.max(2, Math.min(5, side / 10)) + 'px');
      board.style.setProperty('--lsize', Math.max(8, Math.min(16, side * 0.2)) + 'px');
      board.style.setProperty('--side', side + 'px');
    }
    return {cells: cells, walk: walk, size: size};
  }
  function edgeLabel(kind, number) {
    var span = document.createElement('span');
    span.className = kind;
    span.setAttribute('aria-hidden', 'true');
    span.textContent = String(number);
    return span;
  }

  // A control's own keys: Space and Enter press the focused button (or follow a link); a
  // field, a list or a slider takes every key but the function keys.
  function takesKey(target, key) {
    if (target && target.closest && target.closest('input, textarea, select'))
      return !/^F\d+$/.test(key);
    if (key !== ' ' && key !== 'Spacebar' && key !== 'Enter') return false;
    return !!(target && target.closest && target.closest('button, a[href], input, select, textarea, summary'));
  }

  // The window's keys on a page: a key on a focused grid cell walks the grid; a key the
  // focused control takes, or one with Ctrl, Alt or Meta, is left to it; the others are the
  // window's, the same on both pages (`actions`: forward, back, toggle, reset, faster, slower,
  // toViolation, each a function) and the page's own (`own`: key -> function). An action that
  // returns false leaves its key to the browser (F8 with no violation). `gridNow()`: the
  // board's grid as it is now (another N makes another), or null.
  function listenForKeys(gridNow, actions, own) {
    var table = {
      ArrowRight: actions.forward, PageDown: actions.forward,
      ArrowLeft: actions.back, PageUp: actions.back,
      ' ': actions.toggle, Spacebar: actions.toggle,
      Home: actions.reset, '+': actions.faster, '-': actions.slower, F8: actions.toViolation
    };
    Object.keys(own).forEach(function (key) { table[key] = own[key]; });
    document.addEventListener('keydown', function (event) {
      var shown = gridNow(), cell = shown ? shown.cells.indexOf(event.target) : -1;
      if (cell >= 0 && shown.walk(event, cell)) { event.preventDefault(); return; }
      if (event.ctrlKey || event.altKey || event.metaKey || takesKey(event.target, event.key)) return;
      var action = Object.prototype.hasOwnProperty.call(table, event.key) ? table[event.key] : null;
      if (action && action(event) !== false) event.preventDefault();
    });
  }

  // The pseudocode's listing in `ol` (emptied first): an item a line ({indent, code, comment}),
  // the comment after "//" in its own span (.c). Returns the items.
  function listing(ol, lines) {
    while (ol.firstChild) ol.removeChild(ol.firstChild);
    return lines.map(function (line) {
      var li = document.createElement('li');
      li.textContent = '  '.repeat(line.indent) + line.code;
      if (line.comment) {
        var comment = document.createElement('span');
        comment.className = 'c';
        comment.textContent = '  // ' + line.comment;
        li.appendChild(comment);
      }
      ol.appendChild(li);
      return li;
    });
  }
  // Marks item `current` of a listing as its current line (.cur, aria-current="step"), and no
  // other; -1: none. Touches only the items that change. Keeping it in view is the page's.
  function markLine(items, current) {
    items.forEach(function (li, at) {
      var on = at === current;
      if (li.classList.contains('cur') !== on) {
        li.classList.toggle('cur', on);
        if (on) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current');
      }
    });
  }

  // What a screen reader hears: the window's SpeechPacer, by its numbers (pace: characters a
  // second, the pause after a sentence in ms). A voice says what the live region is given after
  // what it is saying, so during Play a sentence goes to the live region only when the previous
  // one has had time to be heard, the newest step waiting; a step by key goes at once (its key
  // press has silenced the voice already) -- that is, a moment after the key: Orca drops the
  // live-region messages it holds when it handles a key press ("Flushing live region
  // messages"), and the page changes the region on keydown, often before Orca has handled that
  // very press. The region is emptied at the key (Orca ignores a deletion), so that the
  // sentence given a moment later is always a change: emptied to a zero-width space, never to
  // nothing (Orca 48 kept a region without text as no text object until its next change).
  // Orca also drops a live-region text equal to the last one it queued (Orca 43: "Event is
  // believed to be duplicate message"): a sentence given again ends in a zero-width space every
  // other time, which no voice says.
  var KEY_SETTLE_MS = 250;
  function pacer(spoken, pace) {
    var voiceFreeAt = 0, waiting = null, voiceTimer = 0, lastGiven = '';
    function hearingMs(sentence) { return Math.floor(sentence.length * 1000 / pace[0]) + pace[1]; }
    function sayNow(sentence) {
      dropWaiting();
      voiceFreeAt = performance.now() + hearingMs(sentence);
      lastGiven = sentence === lastGiven ? sentence + '\u200b' : sentence;
      spoken.textContent = lastGiven;
    }
    function dropWaiting() {
      waiting = null;
      clearTimeout(voiceTimer);
      voiceTimer = 0;
    }
    function sayWaiting() {
      voiceTimer = 0;
      if (waiting === null) return;
      var now = performance.now();
      if (now < voiceFreeAt) voiceTimer = setTimeout(sayWaiting, voiceFreeAt - now);
      else sayNow(waiting);
    }
    // Gives `sentence` to the live region: `atOnce` after a key (a moment after it), else when
    // the previous sentence has been heard (the newest one waiting).
    function speak(sentence, atOnce) {
      var now = performance.now();
      if (atOnce) {
        dropWaiting();
        spoken.textContent = '\u200b';
        voiceFreeAt = now + KEY_SETTLE_MS;
      } else if (now >= voiceFreeAt) {
        sayNow(sentence);
        return;
      }
      waiting = sentence;
      if (!voiceTimer) voiceTimer = setTimeout(sayWaiting, voiceFreeAt - now);
    }
    return {speak: speak};
  }

  return {grid: grid, takesKey: takesKey, listenForKeys: listenForKeys, listing: listing, markLine: markLine,
          pacer: pacer};
})();
