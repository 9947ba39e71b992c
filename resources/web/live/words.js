// The live page's words: every sentence the window's Simple view shows for a step (the
// narration, the pseudocode and its current line, the placement strip, the counters, what the
// board's cells and the screen reader say), composed here from the window's own translated
// messages as the window's C++ composes them, in the window's five languages. The messages
// come from translations/*.ts through resources/build/webwords.py, which reads this file for
// the messages it uses (every tr() and QT_TRANSLATE_NOOP() below) and writes words.json; the
// page holds that JSON in <script type="application/json" id="nq-words">. A plain script (no
// modules, no network): it defines the one global NQWords. The state it reads is nqw_state()'s
// JSON (resources/doc/web.md, "The page's words").
(function (global) {
  'use strict';

  var data = null; // words.json
  var code = 'en'; // the language in use
  var messages = {}; // its translations: context -> source -> text or plural forms
  var locale = null; // how it writes numbers, and its plural rule

  function load(json) {
    data = typeof json === 'string' ? JSON.parse(json) : json;
    use(code);
  }
  function ensureLoaded() {
    if (data) return;
    var element = typeof document !== 'undefined' ? document.getElementById('nq-words') : null;
    if (!element) throw new Error('NQWords: no words (the element nq-words is missing)');
    load(element.textContent);
  }

  // ---- Qt's own rules: translation, plural forms, %n, QString::arg, QLocale's numbers ----

  // Which plural form a count takes, as Qt's translator picks it for the language
  // (qtbase's numerus rules: English, German and Spanish one form for 1; French for 0 and 1;
  // Chinese one form for every count).
  function pluralForm(n) {
    switch (locale.plural) {
    case 'one': return n === 1 ? 0 : 1;
    case 'zero-one': return n <= 1 ? 0 : 1;
    default: return 0;
    }
  }

  // tr(): the language's text of a message of the window (its context and English source),
  // the source itself where the language has none; `n`, a count, picks the plural form and
  // fills %n (plain digits) and %Ln (the language's digits), as QCoreApplication::translate.
  function tr(context, source, n) {
    if (!data) ensureLoaded();
    var inContext = messages[context], found = inContext && inContext[source];
    // Qt's translator takes the form the count asks for, and the source text where the
    // language has no such form (a message without plural forms asked with a count: as Qt).
    var form = n === undefined || n < 0 ? 0 : pluralForm(n);
    var forms = found === undefined ? [] : typeof found === 'string' ? [found] : found;
    var text = form < forms.length && forms[form] ? forms[form] : source;
    return n === undefined ? text : replacePercentN(text, n);
  }
  // A message named without translating it: the page's own texts' table. Named as lupdate
  // reads it in JavaScript, so that `lupdate` keeps the page's own messages (context LivePage)
  // in the .ts files as it keeps the window's.
  function QT_TRANSLATE_NOOP(context, source) { return [context, source]; }

  function replacePercentN(text, n) {
    if (n < 0) return text;
    var out = '', at = 0;
    while (at < text.length) {
      var percent = text.indexOf('%', at);
      if (percent < 0 || percent + 1 >= text.length) break;
      var next = percent + 1, localized = false;
      if (text.charAt(next) === 'L') {
        localized = true;
        ++next;
        if (next >= text.length) break;
      }
      if (text.charAt(next) === 'n') {
        out += text.slice(at, percent) + (localized ? number(n) : String(n));
        at = next + 1;
      } else {
        out += text.slice(at, next);
        at = next;
      }
    }
    return out + text.slice(at);
  }

  // The place markers of a text as QString::arg finds them: "%", perhaps "L", one or two
  // digits (a "%" not followed so is text). Flat: start, end, number, 1 after "%L".
  function markers(text) {
    var found = [], at = text.indexOf('%');
    while (at >= 0) {
      var i = at + 1, localized = 0;
      if (text.charCodeAt(i) === 76) { localized = 1; ++i; } // 'L'
      var digit = text.charCodeAt(i) - 48;
      if (digit >= 0 && digit <= 9) {
        var second = text.charCodeAt(i + 1) - 48;
        if (second >= 0 && second <= 9) { digit = digit * 10 + second; ++i; }
        found.push(at, i + 1, digit, localized);
        at = text.indexOf('%', i + 1);
      } else {
        at = text.indexOf('%', at + 1);
      }
    }
    return found;
  }

  // QString::arg(a) with one argument: every place marker with the lowest number (%1..%99,
  // %L1 too) takes it; a number is written plainly, or as the language writes it after %L.
  function arg(text, value) {
    if (text.indexOf('%') < 0) return text;
    var found = markers(text), lowest = Infinity, i;
    if (!found.length) return text;
    for (i = 2; i < found.length; i += 4) if (found[i] < lowest) lowest = found[i];
    var out = '', from = 0, plain = String(value);
    for (i = 0; i < found.length; i += 4) {
      if (found[i + 2] !== lowest) continue;
      out += text.slice(from, found[i]) + (found[i + 3] && typeof value === 'number' ? number(value) : plain);
      from = found[i + 1];
    }
    return out + text.slice(from);
  }

  // QString::arg(a1, a2, …) with several strings: the markers' distinct numbers (%1, %L1) in
  // rising order take the arguments in turn, in one pass (a marker an argument brings stays as
  // it is).
  function args(text, values) {
    var found = markers(text), numbers = [], i;
    if (!found.length) return text;
    for (i = 2; i < found.length; i += 4) if (numbers.indexOf(found[i]) < 0) numbers.push(found[i]);
    numbers.sort(function (a, b) { return a - b; });
    var out = '', from = 0;
    for (i = 0; i < found.length; i += 4) {
      var index = numbers.indexOf(found[i + 2]);
      if (index >= values.length) continue;
      out += text.slice(from, found[i]) + String(values[index]);
      from = found[i + 1];
    }
    return out + text.slice(from);
  }

  // A whole number as the window's QLocale writes it: the language's group separator `least`
  // digits from the right, then every `higher` digits. Qt 6.4 put each only where at least `top`
  // digits stand before it: Spanish has top 2, so 1234 stays whole and 1234567 is "1234.567".
  // Qt 6.5 and later (words.json's groupsWholeNumbers, from the Qt the window is built with)
  // group a number whole once it has least + top digits: "1234", "1.234.567".
  function number(value) {
    if (value >= 0 && value < 1000 && value % 1 === 0) return '' + value; // no separator to put
    if (!data) ensureLoaded();
    var negative = value < 0, digits = String(Math.abs(Math.trunc(value)));
    var g = locale.grouping;
    if (digits.length <= g.least) return negative ? '-' + digits : digits;
    var whole = data.groupsWholeNumbers;
    if (whole && digits.length < g.least + g.top) return negative ? '-' + digits : digits;
    for (var at = digits.length - g.least; at >= (whole ? 1 : g.top); at -= g.higher)
      digits = digits.slice(0, at) + locale.group + digits.slice(at);
    return (negative ? '-' : '') + digits;
  }
  // QLocale::toString(value, 'f', decimals).
  function fixed(value, decimals) {
    if (!data) ensureLoaded();
    var text = Math.abs(value).toFixed(decimals), dot = text.indexOf('.');
    var whole = dot < 0 ? text : text.slice(0, dot);
    var shown = number(+whole) + (dot < 0 ? '' : locale.decimal + text.slice(dot + 1));
    return (value < 0 && +text !== 0 ? '-' : '') + shown;
  }

  // ---- The state ----

  function rowsOrder(state) { return state.order !== 'columns'; }
  function hasEvent(state) { return !!state.event && !!state.event.type && state.event.type !== 'none'; }
  // The run's end is shown: the window's snapshot is finished there (and only there).
  function isFinished(state) { return !!state.ended && state.step === state.furthest; }
  function isTrace(state) { return state.source === 'trace'; }

  // ---- Narrator (app/gui/teaching/narrator.cpp) ----

  function lineName(line) {
    switch (line) {
    case 'column': return tr('Narrator', 'same column');
    case 'row': return tr('Narrator', 'same row');
    case 'diagonal': return tr('Narrator', 'same diagonal');
    case 'anti-diagonal': return tr('Narrator', 'same anti-diagonal');
    }
    return '';
  }

  function levelName(rows, level) {
    return rows ? arg(tr('Narrator', 'Row %1'), level) : arg(tr('Narrator', 'Column %1'), level);
  }

  function describeEvent(e, state) {
    var rows = rowsOrder(state);
    var level = rows ? e.row : e.col, candidate = rows ? e.col : e.row;
    var where = levelName(rows, level);
    var square = rows ? arg(tr('Narrator', 'column %1'), candidate) : arg(tr('Narrator', 'row %1'), candidate);
    switch (e.type) {
    case 'try': return args(tr('Narrator', '%1: trying %2'), [where, square]);
    case 'conflict':
      return arg(arg(arg(args(tr('Narrator', '%1: %2 is attacked by the queen in row %3, column %4 (%5)'),
        [where, square]), e.attackerRow), e.attackerCol), lineName(e.line));
    case 'place':
      if (state.check === 'bitmask')
        return args(tr('Narrator', '%1: %2 is the lowest free square of the bitmask: queen placed'), [where, square]);
      return args(tr('Narrator', '%1: %2 is safe: queen placed'), [where, square]);
    case 'solution':
      return arg(tr('Narrator', 'Solution %1 found: all %n queens are placed and none attacks another', state.n),
        number(e.solution));
    case 'remove': return args(tr('Narrator', '%1: lifting the queen from %2 to try the next square'), [where, square]);
    case 'backtrack':
      if (e.level === 0)
        return rows ? tr('Narrator', 'Row 0 has no column left to try: the search is over')
          : tr('Narrator', 'Column 0 has no row left to try: the search is over');
      return rows ? arg(arg(tr('Narrator', 'Row %1 has no safe column left: back to row %2'), e.level), e.level - 1)
        : arg(arg(tr('Narrator', 'Column %1 has no safe row left: back to column %2'), e.level), e.level - 1);
    }
    return tr('Narrator', 'The search has ended');
  }

  // tr()'s count for a count of any size (pluralcount.h): the last nine digits above a billion.
  function pluralCount(count) {
    var billion = 1000000000;
    return count < billion ? count : billion + count % billion;
  }

  function describeFinish(state) {
    var c = state.counters, steps = number(c.steps);
    if (c.solutions === 0) {
      if (state.n === 2)
        return arg(tr('Narrator', 'No solution exists for N=2: any two squares in different rows and columns of a 2×2 board share a diagonal (the search checked every placement in %1 steps)'), steps);
      if (state.n === 3 && rowsOrder(state))
        return arg(tr('Narrator', 'No solution exists for N=3: wherever the first queen stands, at most one more fits, so the last row never has a safe square (the search checked every placement in %1 steps)'), steps);
      if (state.n === 3)
        return arg(tr('Narrator', 'No solution exists for N=3: wherever the first queen stands, at most one more fits, so the last column never has a safe square (the search checked every placement in %1 steps)'), steps);
      return arg(arg(tr('Narrator', 'No solution exists for N=%1 (the search checked every placement in %2 steps)'), state.n), steps);
    }
    if (state.goal === 'first')
      return args(tr('Narrator', 'First solution found at step %1; the search stopped there, after %2 steps'),
        [number(c.steps - 1), steps]);
    return args(tr('Narrator', 'All %1 solutions found in %2 steps', pluralCount(c.solutions)), [number(c.solutions), steps]);
  }

  // Narrator::describeSnapshot: the sentence of the step shown, without "Step k · ".
  function sentence(state) {
    if (isTrace(state)) return describeTraceSnapshot(state);
    if (isFinished(state)) return describeFinish(state);
    if (!hasEvent(state))
      return state.step === 0 ? tr('Narrator', 'Ready: press Play to watch the search, or Step to go one step at a time') : '';
    return describeEvent(state.event, state);
  }

  // What the narration label shows (NarrationLabel::showSnapshot): "Step 5 · Row 1: trying
  // column 2", the sentence alone at step 0 and at the end.
  function narrate(state) {
    var said = sentence(state);
    if (said && state.step > 0 && !isFinished(state)) return stepText(state.step, said);
    return said;
  }
  function stepText(step, said) { return args(tr('NarrationLabel', 'Step %1 · %2'), [number(step), said]); }

  // The narration's tint (NarrationLabel::Tone): try, conflict, place, solution, lift,
  // backtrack, caution (a trace's first violation), or plain. At the end, whether any solution
  // was found: `solutionsFound` (nqw_solution_count()), else the counters' solutions.
  function tone(state, solutionsFound) {
    if (isTrace(state) && state.step > 0 && state.violation && state.violation.step === state.step) return 'caution';
    var found = solutionsFound !== undefined ? solutionsFound : state.counters.solutions;
    if (isFinished(state)) return found > 0 ? 'solution' : 'conflict';
    if (!hasEvent(state)) return 'plain';
    return {try: 'try', conflict: 'conflict', place: 'place', solution: 'solution', remove: 'lift',
      backtrack: 'backtrack'}[state.event.type] || 'plain';
  }

  // ---- TraceNarrator (app/gui/teaching/tracenarrator.cpp) ----

  function traceSquare(row, col) { return arg(arg(tr('TraceNarrator', 'row %1, column %2'), row), col); }
  function along(line) {
    switch (line) {
    case 'column': return tr('TraceNarrator', 'its column');
    case 'row': return tr('TraceNarrator', 'its row');
    case 'diagonal': return tr('TraceNarrator', 'a diagonal');
    case 'anti-diagonal': return tr('TraceNarrator', 'an anti-diagonal');
    }
    return tr('TraceNarrator', 'no line');
  }
  function arrayText(board) { return '[' + board.join(', ') + ']'; }
  // PlainText::oneLine: a name from outside on one line, its control characters visible.
  function oneLine(text) {
    var out = '';
    for (var i = 0; i < text.length; ++i) {
      var c = text.charCodeAt(i);
      if (c === 10 || c === 13 || c === 9 || c === 0x2028 || c === 0x2029) out += ' ';
      else if (c < 0x20) out += String.fromCharCode(0x2400 + c);
      else if (c === 0x7f) out += '\u2421';
      else if (c >= 0x80 && c < 0xa0) out += '\ufffd';
      else if (!((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069))) out += text.charAt(i);
    }
    return out;
  }

  function describeTraceEvent(e) {
    switch (e.type) {
    case 'try': return arg(tr('TraceNarrator', 'Your program tries %1'), traceSquare(e.row, e.col));
    case 'conflict':
      if (e.attackerRow < 0) return arg(tr('TraceNarrator', 'Your program finds %1 attacked'), traceSquare(e.row, e.col));
      return args(tr('TraceNarrator', 'Your program finds %1 attacked by the queen on %2 along %3'),
        [traceSquare(e.row, e.col), traceSquare(e.attackerRow, e.attackerCol), along(e.line)]);
    case 'place': return arg(tr('TraceNarrator', 'Your program places a queen on %1'), traceSquare(e.row, e.col));
    case 'solution': return arg(tr('TraceNarrator', 'Your program reports solution %1'), number(e.solution));
    case 'remove': return arg(tr('TraceNarrator', 'Your program lifts the queen from %1'), traceSquare(e.row, e.col));
    case 'backtrack': return arg(tr('TraceNarrator', 'Your program backtracks: level %1 has no square left'), e.level);
    }
    return tr('TraceNarrator', 'Your program says its search is done');
  }

  var EVENT_FORMS = {try: 'try r c', conflict: 'conflict r c queen r c line', place: 'place r c',
    solution: 'solution k', remove: 'remove r c', backtrack: 'backtrack level', done: 'done'};

  function malformedWhy(v, n) {
    var form = EVENT_FORMS[v.eventType] || '', word = v.writtenWord;
    switch (v.reason) {
    case 'missing-number': return arg(tr('TraceNarrator', 'a number is missing (the event is written %1)'), form);
    case 'not-a-number': return arg(arg(tr('TraceNarrator', '%1 is not a whole number from 0 to %2'), word), n - 1);
    case 'off-the-board': return arg(arg(tr('TraceNarrator', '%1 is off the board (0 to %2)'), word), n - 1);
    case 'extra-word': return args(tr('TraceNarrator', '%1 is one word too many (the event is written %2)'), [word, form]);
    case 'not-queen': return args(tr('TraceNarrator', '“queen” should follow the square, not %1 (the event is written %2)'), [word, form]);
    case 'missing-line': return tr('TraceNarrator', 'the line the queen attacks along is missing (column, row, diagonal or anti-diagonal)');
    case 'unknown-line': return arg(tr('TraceNarrator', 'the line %1 is not column, row, diagonal or anti-diagonal'), word);
    }
    return arg(tr('TraceNarrator', 'the line is %1 bytes long, and an event takes a few words'), number(v.length));
  }

  // TraceNarrator::describeViolation; `withStep` false: "Line 230: …" (the narration says
  // its step itself).
  function describeViolation(v, n, withStep) {
    if (v.kind === undefined) return v.text; // a state without the violation's parts: the CLI's words
    var at = withStep ? args(tr('TraceNarrator', 'Step %1 (line %2): %3'), [number(v.step), number(v.line)])
      : arg(tr('TraceNarrator', 'Line %1: %2'), number(v.line));
    switch (v.kind) {
    case 'malformed':
      return args(tr('TraceNarrator', 'Line %1: your program wrote %2, which is not an event: %3'),
        [number(v.line), v.writtenText, malformedWhy(v, n)]);
    case 'place-on-queen':
      return arg(at, arg(tr('TraceNarrator', 'your program placed a queen on %1, where a queen already stands'), traceSquare(v.row, v.col)));
    case 'place-attacked':
      return arg(at, args(tr('TraceNarrator', 'your program placed a queen on %1, but the queen on %2 attacks it along %3'),
        [traceSquare(v.row, v.col), traceSquare(v.queenRow, v.queenCol), along(v.along)]));
    case 'remove-without-queen':
      return arg(at, arg(tr('TraceNarrator', 'your program removed a queen from %1, where none stands'), traceSquare(v.row, v.col)));
    case 'conflict-without-queen':
      return arg(at, args(tr('TraceNarrator', 'your program says the queen on %1 attacks %2, but no queen stands there'),
        [traceSquare(v.queenRow, v.queenCol), traceSquare(v.row, v.col)]));
    case 'conflict-wrong-line':
      if (v.actualLine === 'none')
        return arg(at, args(tr('TraceNarrator', 'your program says the queen on %1 attacks %2, but it does not'),
          [traceSquare(v.queenRow, v.queenCol), traceSquare(v.row, v.col)]));
      return arg(at, args(tr('TraceNarrator', 'your program says the queen on %1 attacks %2 along %3, but it attacks it along %4'),
        [traceSquare(v.queenRow, v.queenCol), traceSquare(v.row, v.col), along(v.along), along(v.actualLine)]));
    case 'conflict-not-attacked':
      return arg(at, arg(tr('TraceNarrator', 'your program says %1 is attacked, but no queen attacks it'), traceSquare(v.row, v.col)));
    case 'solution-incomplete':
      return arg(at, arg(tr('TraceNarrator', 'your program reported a solution with %n queen(s) on the board; a solution has %1', v.queens), n));
    case 'solution-repeated':
      return arg(at, args(tr('TraceNarrator', 'your program reported the solution %1 again: it was solution %2, on line %3'),
        [arrayText(v.board), number(v.earlierSolution), number(v.earlierLine)]));
    case 'solutions-missed':
      if (v.line === 0)
        return arg(tr('TraceNarrator', 'The trace is empty: N=%1 has %Ln solution(s), and your program reported none', pluralCount(v.total)), n);
      if (!v.board || !v.board.length)
        return args(tr('TraceNarrator', 'At the end (line %1): the trace holds %2 of the %3 solutions; your program missed %4 (too many to search for which)'),
          [number(v.line), number(v.found), number(v.total), number(v.missed)]);
      return args(tr('TraceNarrator', 'At the end (line %1): the trace holds %2 of the %3 solutions; your program missed %4, the first of them %5'),
        [number(v.line), number(v.found), number(v.total), number(v.missed), arrayText(v.board)]);
    case 'no-solution':
      if (!v.board || !v.board.length)
        return arg(arg(tr('TraceNarrator', 'At the end (line %1): the trace holds no solution, but N=%2 has solutions'), number(v.line)), n);
      return arg(arg(arg(tr('TraceNarrator', 'At the end (line %1): the trace holds no solution, but N=%2 has one, the first %3'),
        number(v.line)), n), arrayText(v.board));
    }
    return '';
  }

  function describeHolds(s) {
    if (s.cut)
      return tr('TraceNarrator', 'Your program\'s search breaks no rule as far as it went; it was cut before its end, so its %Ln solution(s) are not compared with all of N\'s.', pluralCount(s.distinctSolutions));
    if (s.firstOnly)
      return tr('TraceNarrator', 'Your program\'s search breaks no rule and reports %Ln solution(s) (the first was asked for).', pluralCount(s.distinctSolutions));
    if (s.reference.ran || s.reference.countCompared)
      return tr('TraceNarrator', 'Your program\'s search breaks no rule and reports all %Ln solution(s).', pluralCount(s.reference.solutions));
    return tr('TraceNarrator', 'Your program\'s search breaks no rule and reports %Ln solution(s).', pluralCount(s.distinctSolutions));
  }

  function ratio(value, reference) {
    if (reference === 0) return number(value);
    return args(tr('TraceNarrator', '%1 (×%2)'), [number(value), fixed(value / reference, 2)]);
  }

  // TraceNarrator::describeComparison: how the program's search compares with the built-in one.
  function comparison(state) {
    var t = traceOf(state), s = t.summary, r = s.reference;
    if (!t.summarized) return ''; // nothing known to compare
    if (!r.ran) return tr('TraceNarrator', 'Not compared with the reference search: it is far longer than this trace');
    if (s.tries === 0)
      return arg(tr('TraceNarrator', 'Against the reference search: placements %1; the trace reports no tries'), ratio(s.places, r.places));
    return args(tr('TraceNarrator', 'Against the reference search: tries %1, placements %2'), [ratio(s.tries, r.tries), ratio(s.places, r.places)]);
  }

  // TraceNarrator::headline: the trace's first violation, else that it holds (a program the
  // page ran has no exit status: the page runs none).
  function headline(state) {
    var v = state.violation, t = traceOf(state);
    if (!v) return describeHolds(t.summary);
    var text = describeViolation(v, state.n, true);
    if (v.kind === 'solutions-missed' && t.missedPath) {
      var path = t.missedPath;
      text += ' ' + (path.queensHeld === 0
        ? arg(tr('TraceNarrator', 'Your program never placed its queen on %1.'), traceSquare(path.row, path.col))
        : arg(tr('TraceNarrator', 'Your program held at most %n of its queens together, and never placed its queen on %1 with them.', path.queensHeld),
          traceSquare(path.row, path.col)));
    }
    if (v.eventAfterTextLine > 0 && v.eventAfterTextLine < v.line)
      text += ' ' + args(tr('TraceNarrator', 'Line %1 (%2) ends with an event after your program\'s own text, so it was read as the program\'s output: a prompt without a newline? The helpers mark their events so that they are read there.'),
        [number(v.eventAfterTextLine), v.writtenEventAfterText]);
    return text;
  }

  // The trace's parts the state gives (resources/doc/web.md): its name, step count and
  // summary. A state without a summary is said as a trace checked without the reference
  // search: its solutions as the counters hold them.
  function traceOf(state) {
    var t = state.trace || {};
    return {name: t.name || '', steps: t.steps !== undefined ? t.steps : state.furthest,
      summary: t.summary || {cut: false, firstOnly: state.goal === 'first', distinctSolutions: state.counters.solutions,
        tries: state.counters.tries, places: state.counters.places,
        reference: {ran: false, countCompared: false, solutions: 0, tries: 0, places: 0}},
      missedPath: t.missedPath || null, summarized: !!t.summary};
  }

  function describeTraceSnapshot(state) {
    var t = traceOf(state), v = state.violation;
    if (state.step > 0 && v && v.step === state.step) return describeViolation(v, state.n, isFinished(state));
    if (isFinished(state)) {
      if (v)
        return args(tr('TraceNarrator', 'The trace of %1 ends after %2 steps. Its first violation: %3'),
          [oneLine(t.name), number(state.step), describeViolation(v, state.n, true)]);
      return args(tr('TraceNarrator', 'The trace of %1 ends after %2 steps. %3'),
        [oneLine(t.name), number(state.step), describeHolds(t.summary)]);
    }
    if (!hasEvent(state)) {
      if (state.step === 0)
        return args(tr('TraceNarrator', 'The trace of %1, %2 steps: press Play to watch your program\'s search, or Step to go one step at a time'),
          [oneLine(t.name), number(t.steps)]);
      return '';
    }
    return describeTraceEvent(state.event);
  }

  // ---- Pseudocode (app/gui/teaching/pseudocode/pseudocode.cpp) ----

  function line(indent, code, comment, role) {
    return {indent: indent, code: code, comment: comment || '', role: role || ''};
  }
  function placeLine(rows) {
    return arg(tr('Pseudocode', 'place a queen: %1'), rows ? 'cols[r] = c' : 'rows[c] = r');
  }
  function removeLine(rows) {
    return arg(tr('Pseudocode', 'remove the queen: %1'), rows ? 'cols[r] = -1' : 'rows[c] = -1');
  }

  function buildAlgorithm(state) {
    var rows = rowsOrder(state), level = rows ? 'r' : 'c';
    var afterSolution = state.goal === 'first' ? arg('stop: %1', tr('Pseudocode', 'one is enough'))
      : arg('return: %1', tr('Pseudocode', 'look for more'));
    var l = [line(0, rows ? 'solve(r):' : 'solve(c):'),
      line(1, arg('if %1 == N:', level), rows ? tr('Pseudocode', 'all rows filled') : tr('Pseudocode', 'all columns filled')),
      line(2, tr('Pseudocode', 'report the solution'), '', 'solution'),
      line(2, afterSolution)];
    if (state.check === 'bitmask') {
      l[0].code = rows ? 'solve(r, cols, ld, rd):' : 'solve(c, rows, ld, rd):';
      l.push(line(1, rows ? 'free = ~(cols | ld | rd) & full' : 'free = ~(rows | ld | rd) & full'),
        line(1, 'while free != 0:'),
        line(2, 'p = free & -free', tr('Pseudocode', 'lowest bit')),
        line(2, tr('Pseudocode', 'place a queen at p'), '', 'place'),
        line(2, arg('solve(%1 + 1, ...)', level), rows ? tr('Pseudocode', 'next row') : tr('Pseudocode', 'next column')),
        line(2, tr('Pseudocode', 'remove the queen'), '', 'remove'),
        line(2, 'free = free - p', rows ? tr('Pseudocode', 'next column') : tr('Pseudocode', 'next row')),
        line(1, rows ? tr('Pseudocode', 'no column left: back to row r - 1') : tr('Pseudocode', 'no row left: back to column c - 1'), '', 'backtrack'),
        line(0, 'solve(0, 0, 0, 0)', tr('Pseudocode', 'empty board')));
    } else if (rows) {
      l.push(line(1, tr('Pseudocode', 'for each column c of row r:'), '', 'try'),
        line(2, 'if not safe(r, c):', '', 'conflict'),
        line(3, 'continue', tr('Pseudocode', 'next column')),
        line(2, placeLine(true), '', 'place'),
        line(2, 'solve(r + 1)', tr('Pseudocode', 'next row')),
        line(2, removeLine(true), '', 'remove'),
        line(1, tr('Pseudocode', 'no column left: back to row r - 1'), '', 'backtrack'),
        line(0, 'solve(0)', tr('Pseudocode', 'empty board')));
    } else {
      l.push(line(1, tr('Pseudocode', 'for each row r of column c:'), '', 'try'),
        line(2, 'if not safe(r, c):', '', 'conflict'),
        line(3, 'continue', tr('Pseudocode', 'next row')),
        line(2, placeLine(false), '', 'place'),
        line(2, 'solve(c + 1)', tr('Pseudocode', 'next column')),
        line(2, removeLine(false), '', 'remove'),
        line(1, tr('Pseudocode', 'no row left: back to column c - 1'), '', 'backtrack'),
        line(0, 'solve(0)', tr('Pseudocode', 'empty board')));
    }
    l.push(line(0, tr('Pseudocode', 'the search is over'), '', 'done'));
    return l;
  }

  function buildCheck(state) {
    var rows = rowsOrder(state), l;
    if (state.check === 'arrays') {
      var used = rows ? 'colUsed[c]' : 'rowUsed[r]', diag = 'diag[r - c + N - 1]', anti = 'anti[r + c]';
      return [line(0, 'safe(r, c):', tr('Pseudocode', 'three looks, no loop'), 'check'),
        line(1, 'attacked = ' + used, '', 'same-line'),
        line(2, 'or ' + diag, '↘', 'same-diagonal'),
        line(2, 'or ' + anti, '↙', 'same-anti-diagonal'),
        line(1, 'return not attacked'),
        line(0, placeLine(rows)),
        line(1, used + ' = true', tr('Pseudocode', 'mark its lines'), 'place'),
        line(1, diag + ' = true', '', 'place'),
        line(1, anti + ' = true', '', 'place'),
        line(0, removeLine(rows)),
        line(1, used + ' = false', tr('Pseudocode', 'clear them'), 'remove'),
        line(1, diag + ' = false', '', 'remove'),
        line(1, anti + ' = false', '', 'remove')];
    }
    if (state.check === 'bitmask') {
      var mask = rows ? 'cols' : 'rows', level = rows ? 'r' : 'c';
      return [line(0, 'full = (1 << N) - 1', tr('Pseudocode', 'N ones')),
        line(0, args('solve(%1, %2, ld, rd):', [level, mask])),
        line(1, arg('if %1 == full:', mask), '', 'solution'),
        line(2, tr('Pseudocode', 'report the solution'), '', 'solution'),
        line(1, arg('free = ~(%1 | ld | rd) & full', mask)),
        line(1, 'while free != 0:', '', 'backtrack'),
        line(2, 'p = free & -free', tr('Pseudocode', 'lowest bit'), 'place'),
        line(2, args('solve(%1 + 1, %2 | p,', [level, mask])),
        line(3, '(ld | p) << 1,', rows ? tr('Pseudocode', '↘ shifts right') : tr('Pseudocode', '↘ shifts down')),
        line(3, '(rd | p) >> 1)', rows ? tr('Pseudocode', '↙ shifts left') : tr('Pseudocode', '↗ shifts up')),
        line(2, 'free = free - p', rows ? tr('Pseudocode', 'next column') : tr('Pseudocode', 'next row'), 'remove')];
    }
    if (rows) {
      l = [line(0, 'safe(r, c):', tr('Pseudocode', 'queens above row r'), 'check'),
        line(1, 'for i = 0 .. r - 1:'),
        line(2, 'if cols[i] == c:', '', 'same-line'),
        line(3, 'return false', tr('Pseudocode', 'same column'), 'same-line'),
        line(2, 'if |r - i| == |c - cols[i]|:', '', 'same-diagonal'),
        line(3, 'return false', tr('Pseudocode', 'same diagonal'), 'same-diagonal')];
    } else {
      l = [line(0, 'safe(r, c):', tr('Pseudocode', 'queens left of column c'), 'check'),
        line(1, 'for j = 0 .. c - 1:'),
        line(2, 'if rows[j] == r:', '', 'same-line'),
        line(3, 'return false', tr('Pseudocode', 'same row'), 'same-line'),
        line(2, 'if |c - j| == |r - rows[j]|:', '', 'same-diagonal'),
        line(3, 'return false', tr('Pseudocode', 'same diagonal'), 'same-diagonal')];
    }
    l.push(line(1, 'return true', tr('Pseudocode', 'no queen attacks'), 'safe'));
    return l;
  }

  function algorithmRole(e, check) {
    switch (e.type) {
    case 'try': return check === 'bitmask' ? '' : 'try';
    case 'conflict': return check === 'bitmask' ? '' : 'conflict';
    case 'place': case 'solution': case 'remove': case 'backtrack': case 'done': return e.type;
    }
    return '';
  }
  function checkRole(e, check) {
    switch (e.type) {
    case 'try': return 'check';
    case 'conflict':
      switch (e.line) {
      case 'column': case 'row': return 'same-line';
      case 'diagonal': return 'same-diagonal';
      case 'anti-diagonal': return check === 'scan' ? 'same-diagonal' : 'same-anti-diagonal';
      }
      return 'check';
    case 'place': return check === 'scan' ? 'safe' : 'place';
    case 'solution': case 'remove': case 'backtrack': return e.type;
    }
    return '';
  }
  function indexOf(lines, role) {
    if (!role) return -1;
    for (var i = 0; i < lines.length; ++i) if (lines[i].role === role) return i;
    return -1;
  }
  // Pseudocode::text: indentation, the code, the comment after "// ".
  function lineText(l) { return '  '.repeat(l.indent) + l.code + (l.comment ? '  // ' + l.comment : ''); }
  function listing(lines, current) {
    return {lines: lines.map(function (l) {
      return {indent: l.indent, code: l.code, comment: l.comment, text: lineText(l)};
    }), current: current};
  }
  function checkName(check) {
    switch (check) {
    case 'scan': return tr('Pseudocode', 'Scan the earlier queens');
    case 'arrays': return tr('Pseudocode', 'Occupancy arrays');
    case 'bitmask': return tr('Pseudocode', 'Bitmasks');
    }
    return '';
  }

  // The pseudocode panel: the algorithm's lines (`lines`, each as shown) with the current one
  // (`current`, -1 for none), and both listings whole with their titles. The window's panel
  // follows a student's trace too, by its events' kinds, in the listings of the trace's
  // options (scan): a page may leave the code out there, as the lesson page does.
  function pseudocode(state) {
    var algorithm = buildAlgorithm(state), check = buildCheck(state);
    var event = hasEvent(state) ? state.event : null;
    var a = event ? indexOf(algorithm, algorithmRole(event, state.check)) : -1;
    var c = event ? indexOf(check, checkRole(event, state.check)) : -1;
    var shown = listing(algorithm, a);
    return {lines: shown.lines.map(function (l) { return l.text; }), current: a,
      algorithm: shown, check: listing(check, c), checkName: checkName(state.check),
      titles: {algorithm: tr('PseudocodeView', 'Algorithm'), check: tr('PseudocodeView', 'Safety check'),
        pseudocode: tr('PseudocodeView', 'Pseudocode')}};
  }

  // ---- The placement strip (app/gui/board/placementarrayview.cpp, BoardScene::fromEvent) ----

  function sceneOf(state) {
    var scene = {row: -1, col: -1, mark: 'none', exhausted: -1};
    if (!hasEvent(state)) return scene;
    var e = state.event, complete = state.queens.every(function (c) { return c >= 0; });
    scene.row = e.row;
    scene.col = e.col;
    switch (e.type) {
    case 'try': scene.mark = 'candidate'; break;
    case 'conflict': scene.mark = 'conflict'; break;
    case 'place': scene.mark = 'placed'; break;
    case 'remove': scene.mark = 'lifted'; break;
    case 'backtrack': scene.mark = 'exhausted'; scene.exhausted = e.level; break;
    case 'solution': case 'done': scene.mark = complete ? 'solution' : 'none'; break;
    }
    return scene;
  }

  function strip(state) {
    var rows = rowsOrder(state), scene = sceneOf(state), n = state.n;
    var marked = rows ? scene.row : scene.col;
    var isMarked = function (level) {
      return level === marked && scene.mark !== 'solution' && scene.mark !== 'exhausted';
    };
    var values = [], shown = [];
    for (var level = 0; level < n; ++level) {
      var value = -1;
      if (rows) value = state.queens[level];
      else for (var r = 0; r < n; ++r) if (state.queens[r] === level) { value = r; break; }
      values.push(value);
      if (value >= 0) shown.push(String(value));
      else if (isMarked(level) && (scene.mark === 'candidate' || scene.mark === 'conflict'))
        shown.push(String(rows ? scene.col : scene.row) + '?');
      else shown.push('·');
    }
    var name = rows ? 'cols' : 'rows';
    return {name: name, caption: rows ? tr('PlacementArrayView', 'row') : tr('PlacementArrayView', 'column'),
      values: shown, marked: marked >= 0 && isMarked(marked) ? marked : -1, mark: scene.mark,
      exhausted: scene.mark === 'exhausted' ? scene.exhausted : -1,
      text: name + ' = [' + values.map(function (v) { return v >= 0 ? String(v) : '·'; }).join(', ') + ']'};
  }

  // ---- The counters (app/gui/window/counterspanel.cpp) ----

  var COUNTERS = ['steps', 'tries', 'checks', 'places', 'removes', 'backtracks', 'solutions'];
  // CountersPanel::durationText: the time the search spent playing.
  function duration(seconds) {
    if (seconds <= 0) return arg(tr('CountersPanel', '%1 s'), number(0));
    if (seconds < 1e-3) return arg(tr('CountersPanel', '%1 µs'), fixed(seconds * 1e6, 0));
    if (seconds < 1) return arg(tr('CountersPanel', '%1 ms'), fixed(seconds * 1000, 1));
    return arg(tr('CountersPanel', '%1 s'), fixed(seconds, seconds < 10 ? 3 : 1));
  }
  function counters(state, elapsedSeconds) {
    var names = [tr('CountersPanel', 'Steps:'), tr('CountersPanel', 'Tries:'), tr('CountersPanel', 'Checks:'),
      tr('CountersPanel', 'Placements:'), tr('CountersPanel', 'Removals:'), tr('CountersPanel', 'Backtracks:'),
      tr('CountersPanel', 'Solutions:'), tr('CountersPanel', 'Time playing:')];
    // A student's trace says nothing of its safety checks: a dash, not a false 0.
    var values = COUNTERS.map(function (key, i) {
      return isTrace(state) && i === 2 ? '—' : number(state.counters[key] || 0);
    });
    values.push(duration(elapsedSeconds || 0));
    return {names: names, values: values};
  }

  // ---- The board's cells as a screen reader hears them (BoardView::squareDescription) ----

  function square(state, row, col) {
    var where = arg(arg(tr('BoardView', 'Row %1, column %2'), row), col);
    var scene = sceneOf(state), e = state.event || {}, marked = scene.row === row && scene.col === col, what;
    // A program's board may hold a second queen on a row: a queen all the same.
    var extra = isTrace(state) && !!state.squares && !!state.squares[row] && state.squares[row].indexOf(col) >= 0;
    if (marked && scene.mark === 'conflict' && e.attackerRow >= 0) {
      var on = {column: tr('BoardView', 'along its column'), row: tr('BoardView', 'along its row'),
        diagonal: tr('BoardView', 'along a diagonal'), 'anti-diagonal': tr('BoardView', 'along an anti-diagonal')}[e.line] || '';
      what = qtTrim(arg(arg(arg(tr('BoardView', 'candidate, attacked by the queen in row %1, column %2 %3'),
        e.attackerRow), e.attackerCol), on));
    } else if (state.queens[row] === col || extra) {
      what = marked && scene.mark === 'placed' ? tr('BoardView', 'queen, just placed') : tr('BoardView', 'queen');
    } else if (marked && scene.mark === 'candidate') {
      what = tr('BoardView', 'candidate, being tried');
    } else if (marked && scene.mark === 'lifted') {
      what = tr('BoardView', 'empty, its queen just lifted');
    } else {
      what = tr('BoardView', 'empty');
    }
    return args(tr('BoardView', '%1: %2'), [where, what]);
  }

  // ---- What the screen reader is given (app/gui/widgets/spokentext.cpp) ----

  // QChar::isSpace: ASCII's spaces, NEL, and every Unicode separator.
  function isSpace(c) {
    return c === 0x20 || (c >= 9 && c <= 13) || c === 0x85 || c === 0xa0 || c === 0x1680 ||
      (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
  }
  function qtTrim(text) {
    var from = 0, to = text.length;
    while (from < to && isSpace(text.charCodeAt(from))) ++from;
    while (to > from && isSpace(text.charCodeAt(to - 1))) --to;
    return text.slice(from, to);
  }
  // Qt's \s is ASCII's white space only (PCRE2 without Unicode properties): a French number's
  // narrow no-break space is no space to it.
  var S = '[\\t\\n\\v\\f\\r ]';
  var RE = {
    lineBreak: new RegExp('(?<![.!?:;])' + S + '*\\n' + S + '*', 'g'),
    times: new RegExp(S + '*\u00d7' + S + '*', 'g'),
    queens: /\bN-(?=\p{Lu})/gu,
    pause: new RegExp(S + '+[\u2013\u2014\u25b8\u25b6\u25ba\u2192\u2190\u21d2]' + S + '+', 'g'),
    pictograms: /[\u2190-\u21ff\u2300-\u23ff\u25a0-\u25ff\u2600-\u27bf]\uFE0F?/g,
    opening: new RegExp(S + '*[\\(\\[]' + S + '*', 'g'),
    closing: new RegExp(S + '*[\\)\\]]', 'g'),
    spaces: new RegExp(S + '+', 'g'),
    doubled: new RegExp(',' + S + '*(?=[,.;:!?])', 'g'),
    afterMark: new RegExp('([:.;!?=])' + S + '*,', 'g'),
    beforeMark: new RegExp(S + '+(?=[,.;:!?])', 'g'),
    noSpaceAfterComma: /,(?=\p{L})/gu
  };
  function clean(sentence) {
    var text = sentence.replace(RE.lineBreak, '. ')
      .split(' \u00b7 ').join('. ')
      .split('\u00b7').join(tr('SpokenText', 'empty'))
      .replace(RE.times, ' by ')
      .replace(RE.queens, 'N ')
      .replace(RE.pause, ', ')
      .replace(RE.pictograms, '')
      .replace(RE.opening, ', ')
      .replace(RE.closing, ',')
      .replace(RE.spaces, ' ')
      .replace(RE.doubled, '')
      .replace(RE.afterMark, '$1')
      .replace(RE.beforeMark, '')
      .replace(RE.noSpaceAfterComma, ', ');
    text = qtTrim(text);
    while (text.charAt(0) === ',') text = qtTrim(text.slice(1));
    while (/[,:;]$/.test(text)) text = text.slice(0, -1);
    if (text && '.!?\u2026\u3002'.indexOf(text.charAt(text.length - 1)) < 0) text += '.';
    return text;
  }
  function join(first, second) {
    var a = clean(first), b = clean(second);
    if (!a) return b;
    if (!b) return a;
    return a + ' ' + b;
  }
  // The step as the window's board says it to a screen reader; `pausedAt`, the step where
  // the user paused a run ("Paused at step 812. Step 812. Row 3: …").
  function spoken(state, pausedAt) {
    var said = narrate(state);
    if (!pausedAt) return clean(said);
    return join(arg(tr('BoardView', 'Paused at step %1'), number(pausedAt)), said);
  }

  // SpeedScale::describe: a speed in steps a second (0: full speed).
  function speed(stepsPerSecond) {
    if (stepsPerSecond <= 0) return tr('SpeedScale', 'Full speed');
    if (stepsPerSecond < 1) return arg(tr('SpeedScale', 'One step every %1 s'), fixed(1 / stepsPerSecond, 1));
    if (stepsPerSecond < 10) return arg(tr('SpeedScale', '%1 steps/s'), fixed(stepsPerSecond, 1));
    return arg(tr('SpeedScale', '%1 steps/s'), number(Math.round(stepsPerSecond)));
  }

  // ---- The page's own texts: the window's and the lesson page's messages where they fit ----

  var TEXTS = {
    // The controls, as the window's (ControlsPanel, SpeedScale, the lesson page's buttons).
    size: QT_TRANSLATE_NOOP('ControlsPanel', 'Board size N'),
    order: QT_TRANSLATE_NOOP('ControlsPanel', 'Order'),
    rows: QT_TRANSLATE_NOOP('ControlsPanel', 'Row by row'),
    columns: QT_TRANSLATE_NOOP('ControlsPanel', 'Column by column'),
    check: QT_TRANSLATE_NOOP('ControlsPanel', 'Safety check'),
    scan: QT_TRANSLATE_NOOP('ControlsPanel', 'Scan earlier queens'),
    arrays: QT_TRANSLATE_NOOP('ControlsPanel', 'Occupancy arrays'),
    bitmask: QT_TRANSLATE_NOOP('ControlsPanel', 'Bitmasks'),
    goal: QT_TRANSLATE_NOOP('ControlsPanel', 'Goal'),
    first: QT_TRANSLATE_NOOP('ControlsPanel', 'Stop at the first solution'),
    all: QT_TRANSLATE_NOOP('ControlsPanel', 'Find all solutions'),
    speedOf: QT_TRANSLATE_NOOP('ControlsPanel', 'Speed: %1'),
    speedTip: QT_TRANSLATE_NOOP('ControlsPanel', 'From one step every 2 seconds to 100,000 steps a second, then full speed (keys + and -)'),
    play: QT_TRANSLATE_NOOP('LessonPage', 'Play'),
    pause: QT_TRANSLATE_NOOP('LessonPage', 'Pause'),
    step: QT_TRANSLATE_NOOP('LessonPage', 'Step'),
    back: QT_TRANSLATE_NOOP('LessonPage', 'Step back'),
    reset: QT_TRANSLATE_NOOP('LessonPage', 'Reset'),
    slower: QT_TRANSLATE_NOOP('LessonPage', 'Slower'),
    faster: QT_TRANSLATE_NOOP('LessonPage', 'Faster'),
    controls: QT_TRANSLATE_NOOP('LessonPage', 'Controls'),
    board: QT_TRANSLATE_NOOP('LessonPage', 'Board'),
    narration: QT_TRANSLATE_NOOP('LessonPage', 'What the step did'),
    pseudocode: QT_TRANSLATE_NOOP('LessonPage', 'Pseudocode'),
    safetyCheck: QT_TRANSLATE_NOOP('LessonPage', 'Safety check'),
    counters: QT_TRANSLATE_NOOP('LessonPage', 'Counters'),
    stripRows: QT_TRANSLATE_NOOP('LessonPage', 'The placement, cols[row] = col'),
    stripColumns: QT_TRANSLATE_NOOP('LessonPage', 'The placement, rows[col] = row'),
    toViolation: QT_TRANSLATE_NOOP('LessonPage', 'Go to the first violation (F8)'),
    whoseTrace: QT_TRANSLATE_NOOP('LessonPage', 'Whose search is shown'),
    whose: QT_TRANSLATE_NOOP('LessonPage', 'The search of your program: %1 (N=%2), not the built-in search'),
    boardKeys: QT_TRANSLATE_NOOP('LessonPage', 'On the board (one Tab stop): the arrow keys go from square to square, Home and End to the ends of a row, Ctrl+Home and Ctrl+End to the corners, without moving the search'),
    stepOf: QT_TRANSLATE_NOOP('LessonPage', 'Step %1'),
    queenCell: QT_TRANSLATE_NOOP('BoardView', 'queen'),
    emptyCell: QT_TRANSLATE_NOOP('BoardView', 'empty'),
    solutions: QT_TRANSLATE_NOOP('SolutionsPanel', 'Solutions found'),
    algorithm: QT_TRANSLATE_NOOP('PseudocodeView', 'Algorithm'),
    // The live page's own.
    title: QT_TRANSLATE_NOOP('LessonController', 'N-Queens Visualizer'),
    language: QT_TRANSLATE_NOOP('LivePage', 'Language'),
    presentation: QT_TRANSLATE_NOOP('LivePage', 'Full screen'),
    timeline: QT_TRANSLATE_NOOP('LivePage', 'Steps run so far'),
    solution: QT_TRANSLATE_NOOP('SolutionDelegate', 'Solution %1'),
    solutionsTitle: QT_TRANSLATE_NOOP('LessonPage', 'Solutions'),
    noSolutions: QT_TRANSLATE_NOOP('LivePage', 'No solution found yet'),
    checkProgram: QT_TRANSLATE_NOOP('LivePage', 'Check your program'),
    chooseTrace: QT_TRANSLATE_NOOP('LivePage', 'Choose a trace file'),
    dropTrace: QT_TRANSLATE_NOOP('LivePage', 'or drop a .trace file here, or paste a trace below'),
    pasteTrace: QT_TRANSLATE_NOOP('LivePage', 'Your program\'s trace'),
    checkTrace: QT_TRANSLATE_NOOP('LivePage', 'Check the trace'),
    firstOnly: QT_TRANSLATE_NOOP('LivePage', 'The program stops at the first solution'),
    pastedName: QT_TRANSLATE_NOOP('LivePage', 'the pasted trace'),
    backToSearch: QT_TRANSLATE_NOOP('LivePage', 'Back to the built-in search'),
    linkFallback: QT_TRANSLATE_NOOP('LivePage', 'The link\'s %1 could not be used: %2 is shown instead'),
    keys: QT_TRANSLATE_NOOP('LivePage', 'Keys: Right step, Left step back, Space play or pause, Home reset, + and - speed, F8 the first violation of a trace'),
    made: QT_TRANSLATE_NOOP('LivePage', 'Made with the N-Queens Visualizer: this page runs the search itself, without a network.')
  };

  function text(key) {
    var m = TEXTS[key];
    if (!m) throw new Error('NQWords.text: no text ' + key);
    var shown = tr(m[0], m[1]);
    for (var i = 1; i < arguments.length; ++i) shown = arg(shown, arguments[i]);
    return shown;
  }

  // ---- The interface ----

  function use(language) {
    ensureLoaded();
    var words = data.words[language];
    if (!words) return false;
    code = language;
    // By context, then source: no key to put together for every message asked for.
    messages = {};
    Object.keys(words.messages).forEach(function (key) {
      var bar = key.indexOf('|'), context = key.slice(0, bar);
      (messages[context] || (messages[context] = {}))[key.slice(bar + 1)] = words.messages[key];
    });
    locale = words.locale;
    return true;
  }

  global.NQWords = {
    load: load,
    languages: function () { ensureLoaded(); return data.languages.slice(); },
    use: use,
    language: function () { return code; },
    text: text,
    textKeys: function () { return Object.keys(TEXTS); },
    narrate: narrate,
    sentence: sentence,
    tone: tone,
    pseudocode: pseudocode,
    strip: strip,
    counters: counters,
    duration: duration,
    square: square,
    spoken: spoken,
    speed: speed,
    headline: headline,
    comparison: comparison,
    number: function (x) { return number(x); },
    fixed: function (x, decimals) { return fixed(x, decimals); },
    // For tests: the window's tr() and QString::arg as the page composes with them.
    tr: tr,
    arg: arg,
    args: args
  };
})(typeof window !== 'undefined' ? window : globalThis);
