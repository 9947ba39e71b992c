// The live page's words against the window's, word for word (the web_words test).
//   node wordscheck.js --fixture wordsfixture --words words.json --script words.js --workdir DIR
// Runs wordsfixture (what the window says at every step of searches and student's traces, in
// its five languages), then composes every text of every step with words.js from the step's
// state alone, as the live page does, and compares: the narration, what the screen reader is
// sent (and when a run is paused there), the narration's tint, the pseudocode's listings and current lines, the
// placement strip, the counters, the board's cells, a trace's headline and comparison; how
// each language writes numbers, durations, speeds and plural forms; and every message of
// words.json as Qt's translator gives it. Any difference fails, printed with both texts. Then it
// checks itself: with one word of one German message changed, the comparison must fail.
'use strict';
const fs = require('fs');
const path = require('path');
const childProcess = require('child_process');
const readline = require('readline');
const vm = require('vm');

function options() {
  const wanted = {};
  const argv = process.argv.slice(2);
  for (let i = 0; i + 1 < argv.length; i += 2) wanted[argv[i].replace(/^--/, '')] = argv[i + 1];
  for (const name of ['fixture', 'words', 'script', 'workdir'])
    if (!wanted[name]) throw new Error('wordscheck: --' + name + ' is missing');
  return wanted;
}

// words.js in a context of its own, as a page's script runs: its one global, NQWords.
function loadWords(script, words) {
  const context = vm.createContext({});
  vm.runInContext(fs.readFileSync(script, 'utf8'), context, {filename: script});
  context.NQWords.load(JSON.parse(JSON.stringify(words)));
  return context.NQWords;
}

class Comparison {
  constructor() { this.failures = []; this.compared = 0; this.steps = {}; }
  // `where` says which step, when a text differs.
  same(where, what, expected, actual) {
    ++this.compared;
    if (typeof expected === 'string' ? expected === actual : JSON.stringify(expected) === JSON.stringify(actual))
      return;
    this.failures.push(where() + what + '\n    window: ' + JSON.stringify(expected) + '\n    page:   ' +
      JSON.stringify(actual));
  }
}

function compareLocale(W, record, check) {
  const where = () => record.language + ': ';
  for (const [value, text] of record.numbers) check.same(where, 'number ' + value, text, W.number(value));
  for (const [seconds, text] of record.durations) check.same(where, 'duration ' + seconds, text, W.duration(seconds));
  for (const [speed, text] of record.speeds) check.same(where, 'speed ' + speed, text, W.speed(speed));
  for (const [count, text] of record.plurals)
    check.same(where, 'plural form for ' + count, text,
      W.args(W.tr('Narrator', 'All %1 solutions found in %2 steps', count), [W.number(count), '9']));
}

// Every message words.json holds, as words.js's tr() gives it and as Qt's translator does
// (the .qm files lrelease made of the same .ts files), plain and for counts.
let MESSAGES = [];
function compareMessages(W, record, check) {
  const where = () => record.language + ': ';
  MESSAGES.forEach(([context, source], i) => {
    const forms = record.texts[i];
    [undefined, 0, 1, 2, 21].forEach((count, at) =>
      check.same(where, context + ' ' + JSON.stringify(source) + (count === undefined ? '' : ' n=' + count),
        forms[at], W.tr(context, source, count)));
  });
}

const EVENT_FIELDS = ['type', 'row', 'col', 'attackerRow', 'attackerCol', 'line', 'level', 'solution'];
const COUNTERS = ['steps', 'tries', 'checks', 'places', 'removes', 'backtracks', 'solutions'];

// The state of a step as the module gives it: the run's part, and the step's (wordsfixture).
function stateOf(base, step) {
  const state = Object.assign({}, base);
  state.step = step[0];
  state.event = {};
  EVENT_FIELDS.forEach((name, i) => { state.event[name] = step[1][i]; });
  state.queens = step[2];
  state.counters = {};
  COUNTERS.forEach((name, i) => { state.counters[name] = step[3][i]; });
  state.stack = [];
  if (base.source === 'trace') state.squares = step[4];
  return state;
}

function compareStep(W, run, step, check) {
  const state = stateOf(run.state, step);
  const [narration, spoken, strip, stripText, counters, square, lines, cells, paused, tone] = step.slice(5);
  const where = () => run.language + ' ' + state.source + ' N=' + state.n + ' ' + state.order + ' ' +
    state.check + ' ' + state.goal + (state.trace ? ' ' + state.trace.name : '') + ' step ' + state.step + ': ';
  check.steps[run.language] = (check.steps[run.language] || 0) + 1;
  check.same(where, 'narration', narration, W.narrate(state));
  check.same(where, 'tone', tone, W.tone(state));
  check.same(where, 'spoken', spoken, W.spoken(state));
  if (paused !== null) check.same(where, 'spoken when paused', paused, W.spoken(state, state.step));
  const shown = W.strip(state);
  check.same(where, 'strip', strip, shown.values);
  check.same(where, 'strip text', stripText, shown.text);
  check.same(where, 'counters', counters, W.counters(state, 0).values);
  if (square.length) check.same(where, 'square', square[2], W.square(state, square[0], square[1]));
  for (let cell = 0; cell < cells.length; ++cell)
    check.same(where, 'cell ' + cell, cells[cell], W.square(state, Math.floor(cell / state.n), cell % state.n));
  const code = W.pseudocode(state);
  check.same(where, 'current lines', lines, [code.current, code.check.current]);
  if (state.step !== 0) return;
  // What every step of the run shares, once.
  check.same(where, 'strip caption', run.shared.stripCaption, shown.caption);
  check.same(where, 'counter names', run.shared.counterNames, W.counters(state, 0).names);
  if (run.listings) {
    check.same(where, 'algorithm listing', run.listings.algorithm, code.lines);
    check.same(where, 'check listing', run.listings.check, code.check.lines.map((l) => l.text));
    check.same(where, 'check name', run.listings.checkName, code.checkName);
  }
  if (run.run === 'trace') {
    check.same(where, 'headline', run.headline, W.headline(state));
    check.same(where, 'comparison', run.comparison, W.comparison(state));
  }
}

// `run`: the run the first records belong to, when they are not its first.
function compareAll(records, W, check, only, run = null) {
  for (const record of records) {
    if (!Array.isArray(record)) {
      run = record;
      if (!W.use(record.language)) check.same(() => '', 'language ' + record.language, true, false);
      if (record.run === 'locale' && !only) compareLocale(W, record, check);
      if (record.run === 'messages' && !only) compareMessages(W, record, check);
      continue;
    }
    if (only && !only(run)) continue;
    compareStep(W, run, record, check);
  }
}

// Runs the fixture and compares each record as it comes (the fixture writing the next ones
// meanwhile, on the other core); resolves with the records the self-check reads again.
function compareWhileRunning(fixture, args, W, check, keep) {
  return new Promise((resolve, reject) => {
    const child = childProcess.spawn(fixture, args, {stdio: ['ignore', 'pipe', 'inherit']});
    const kept = [];
    let run = null, failed = null;
    readline.createInterface({input: child.stdout, crlfDelay: Infinity}).on('line', (line) => {
      if (!line || failed) return;
      try {
        const record = JSON.parse(line);
        if (!Array.isArray(record)) run = record;
        if (keep(run)) kept.push(record);
        compareAll([record], W, check, null, run);
      } catch (error) {
        failed = error;
      }
    }).on('close', () => {
      child.on('exit', (status) => {
        if (failed) reject(failed);
        else if (status !== 0) reject(new Error('wordscheck: the fixture failed (' + status + ')'));
        else resolve(kept);
      });
      if (child.exitCode !== null) child.emit('exit', child.exitCode);
    });
    child.on('error', reject);
  });
}

async function main() {
  const wanted = options();
  fs.mkdirSync(wanted.workdir, {recursive: true});
  const started = Date.now();
  const words = JSON.parse(fs.readFileSync(wanted.words, 'utf8'));
  // Every message of every language's words: the fixture says how the window translates each.
  const keys = new Set();
  for (const code of Object.keys(words.words)) Object.keys(words.words[code].messages).forEach((k) => keys.add(k));
  MESSAGES = [...keys].sort().map((key) => [key.slice(0, key.indexOf('|')), key.slice(key.indexOf('|') + 1)]);
  const messagesFile = path.join(wanted.workdir, 'messages.json');
  fs.writeFileSync(messagesFile, JSON.stringify(MESSAGES));

  const check = new Comparison();
  const W = loadWords(wanted.script, words);
  const names = W.languages().map((l) => l.code);
  check.same(() => '', 'the languages', ['en', 'de', 'es', 'fr', 'zh_CN'], names);
  const forSelfCheck = (run) => run && run.language === 'de' && run.run === 'search' && run.state.n === 4;
  const records = await compareWhileRunning(wanted.fixture, [messagesFile, '-'], W, check, forSelfCheck);
  const languagesRun = Object.keys(check.steps);
  check.same(() => '', 'languages compared', ['en', 'de', 'es', 'fr', 'zh_CN'], languagesRun);
  if (check.failures.length) {
    console.log(check.failures.slice(0, 25).join('\n'));
    console.log('wordscheck: ' + check.failures.length + ' of ' + check.compared + ' texts differ from the window\'s');
    process.exit(1);
  }

  // The check checks: one word of one German sentence changed must be found.
  const changed = JSON.parse(JSON.stringify(words));
  const key = 'Narrator|%1: trying %2';
  changed.words.de.messages[key] = changed.words.de.messages[key].replace(/^(\S+)/, 'XX');
  const selfCheck = new Comparison();
  compareAll(records, loadWords(wanted.script, changed), selfCheck, forSelfCheck);
  if (!records.length || !selfCheck.failures.length) {
    console.log('wordscheck: a changed German word went unnoticed: the comparison is broken');
    process.exit(1);
  }
  const steps = languagesRun.map((code) => code + ' ' + check.steps[code]).join(', ');
  console.log('wordscheck: ' + check.compared + ' texts equal to the window\'s (steps: ' + steps + '; ' +
    (Date.now() - started) + ' ms)');
}

main().catch((error) => {
  console.log(String(error && error.stack || error));
  process.exit(1);
});
