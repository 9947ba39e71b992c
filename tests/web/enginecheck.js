// The web page's engine as the build made it (nqueens-engine.js, the WebAssembly inside), run by
// node, against nqueens-cli on the same requests: the state of a step is the CLI's trace at that
// step (its event line, the board its lines built, the counters), a step reached back is the step
// reached forward, and a trace's check prints the CLI's bytes with its status. Also what the page
// needs of the file: one file, no eval, under 1 MB.
//
//   node enginecheck.js --module build/release/web/nqueens-engine.js --cli build/release/app/cli/nqueens-cli
//
// Prints one line per failed check and ends with status 1 if any failed, else 0. Starts no
// process but nqueens-cli, each to its end.
'use strict';

const childProcess = require('child_process');
const fs = require('fs');

function argument(name) {
    const at = process.argv.indexOf(name);
    if (at < 0 || at + 1 >= process.argv.length) {
        console.error(`enginecheck.js: ${name} is missing`);
        process.exit(2);
    }
    return process.argv[at + 1];
}

const modulePath = require('path').resolve(argument('--module'));
const cliPath = argument('--cli');
let failures = 0;

function check(condition, what) {
    if (!condition) {
        failures += 1;
        console.log(`FAIL: ${what}`);
    }
}

function cli(args, input) {
    const run = childProcess.spawnSync(cliPath, args, {input: input || '', maxBuffer: 1 << 28});
    return {status: run.status, out: run.stdout.toString('utf8'), err: run.stderr.toString('utf8')};
}

// The event of a state as nqueens-cli trace writes its line.
function eventLine(event) {
    switch (event.type) {
    case 'try': case 'place': case 'remove': return `${event.type} ${event.row} ${event.col}`;
    case 'conflict':
        return `conflict ${event.row} ${event.col} queen ${event.attackerRow} ${event.attackerCol} ${event.line}`;
    case 'solution': return `solution ${event.solution}`;
    case 'backtrack': return `backtrack ${event.level}`;
    default: return event.type;
    }
}

// The board and counters after the CLI's trace lines, as the window counts them.
function replayed(n, lines) {
    const queens = new Array(n).fill(-1);
    const counts = {steps: 0, places: 0, removes: 0, backtracks: 0, solutions: 0};
    for (const line of lines) {
        const [type, a, b] = line.split(' ');
        counts.steps += 1;
        if (type === 'place') { queens[Number(a)] = Number(b); counts.places += 1; }
        if (type === 'remove') { queens[Number(a)] = -1; counts.removes += 1; }
        if (type === 'backtrack') counts.backtracks += 1;
        if (type === 'solution') counts.solutions += 1;
    }
    return {queens, counts};
}

const codes = {rows: 0, columns: 1, scan: 0, arrays: 1, bitmask: 2};

function main(engine) {
    const state = () => JSON.parse(engine.UTF8ToString(engine._nqw_state()));
    const withoutReach = (s) => { delete s.furthest; delete s.ended; return JSON.stringify(s); };

    // A step's state is the CLI's trace at that step; reached back, it is the same.
    const runs = [[6, 'rows', 'scan', 300], [8, 'columns', 'arrays', 1234], [10, 'rows', 'bitmask', 20000],
                  [5, 'columns', 'scan', 1]];
    for (const [n, order, checkName, step] of runs) {
        const trace = cli(['trace', String(n), '--order', order, '--check', checkName, '--limit', String(step)]);
        const lines = trace.out.split('\n').filter((line) => line.length > 0);
        const name = `N=${n} ${order} ${checkName} step ${step}`;
        check(trace.status === 0 && lines.length === step, `${name}: the CLI's trace has ${lines.length} lines`);
        check(engine._nqw_start(n, codes[order], codes[checkName], 1) === 0, `${name}: started`);
        check(engine._nqw_advance(step) === step, `${name}: advanced to the step`);
        const forward = state();
        check(eventLine(forward.event) === lines[step - 1],
              `${name}: event '${eventLine(forward.event)}', the CLI's line '${lines[step - 1]}'`);
        const expected = replayed(n, lines);
        check(JSON.stringify(forward.queens) === JSON.stringify(expected.queens),
              `${name}: board ${JSON.stringify(forward.queens)}, the CLI's ${JSON.stringify(expected.queens)}`);
        for (const key of Object.keys(expected.counts))
            check(forward.counters[key] === expected.counts[key],
                  `${name}: ${key} ${forward.counters[key]}, the CLI's ${expected.counts[key]}`);
        engine._nqw_advance(1e12);
        check(state().ended, `${name}: ran to its end`);
        check(engine._nqw_go_to(step) === 0, `${name}: went back`);
        check(withoutReach(state()) === withoutReach(forward), `${name}: back is not forward`);
    }

    // A trace's check prints the CLI's bytes: one that holds, one with a bug, one of another N.
    const good = cli(['trace', '6']).out;
    const buggy = good.replace('conflict 1 0 queen 0 0 column', 'place 1 0');
    const checks = [['a trace that holds', good, 6, false], ['a program with a bug', buggy, 6, false],
                    ['a trace of another N', cli(['trace', '7']).out, 5, false],
                    ['the first asked', cli(['trace', '8', '--first']).out, 8, true]];
    for (const [name, text, n, first] of checks) {
        const bytes = Buffer.from(text, 'utf8');
        const memory = engine._nqw_alloc(bytes.length);
        engine.HEAPU8.set(bytes, memory);
        const answer = JSON.parse(engine.UTF8ToString(engine._nqw_check_trace(memory, bytes.length, n, first ? 1 : 0)));
        engine._nqw_free(memory);
        const args = ['check-trace', String(n)].concat(first ? ['--first'] : []).concat(['-']);
        const expected = cli(args, bytes);
        check(answer.output === expected.out + expected.err,
              `check of ${name}: ${JSON.stringify(answer.output)}, the CLI's ${JSON.stringify(expected.out + expected.err)}`);
        check(answer.status === expected.status, `check of ${name}: status ${answer.status}, the CLI's ${expected.status}`);
    }
    check(buggy !== good, 'the buggy trace differs from the good one');

    // What the page embeds: one file, nothing evaluated from text, under 1 MB.
    const source = fs.readFileSync(modulePath, 'utf8');
    check(!/\beval\(|new Function\(/.test(source), 'the module evaluates text (eval or new Function)');
    check(!/\.wasm['"]/.test(source), 'the module fetches a second file');
    check(source.length < 1000000, `the module is ${source.length} bytes, not under 1 MB`);
}

require(modulePath)().then((engine) => {
    main(engine);
    console.log(failures === 0 ? 'enginecheck.js: every check passed' : `enginecheck.js: ${failures} check(s) failed`);
    process.exit(failures === 0 ? 0 : 1);
}, (error) => {
    console.log(`FAIL: the module does not load: ${error}`);
    process.exit(1);
});
