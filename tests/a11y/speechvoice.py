"""speech-dispatcher of a test's own, with the timed voice (timedvoice.py) as its only module.

The machine's speech configuration is never read: the server is started here with a
configuration folder the test writes (XDG_CONFIG_HOME/speech-dispatcher, which is also where an
autospawned server would look), its socket in the test's runtime folder, and one output module,
speech-dispatcher's generic module running timedvoice.py, which needs no sound card and no sound
server (its audio output, which the module opens but never uses, is libao's null driver). PULSE_SERVER is taken out of the environment and PulseAudio's autospawn is switched
off (a client.conf of the test's own), so nothing reaches for the machine's sound: a desktop's
default configuration (espeak-ng through PulseAudio) blocked Orca where no sound server ran.

start_speech returns the environment Orca needs (SPEECHD_ADDRESS: Orca connects to this
server, never spawning one) and a VoiceLog, what the voice began to say, said to its end or
had cut, read from timedvoice.py's log.
"""

import json
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# The languages the program speaks, each given to the voice as itself.
LANGUAGES = ('en', 'de', 'es', 'fr', 'zh')

SPEECHD_CONF = '''# The test's own speech-dispatcher (tests/a11y/speechvoice.py): one module, no sound.
LogLevel 3
DefaultModule timed
AddModule "timed" "sd_generic" "timed.conf"
DefaultLanguage "en"
DefaultRate 0
DisableAutoSpawn
AudioOutputMethod "libao"


'''

# generic's $DATA is the text with the shell's quotes escaped, $LANGUAGE the language's
# GenericLanguage name and $RATE speech-dispatcher's rate (-100 to 100).
MODULE_CONF = '''# The timed voice (tests/a11y/timedvoice.py) as speech-dispatcher's generic module.
GenericExecuteSynth "printf %%s \\'$DATA\\' | %(python)s %(voice)s --log %(log)s --language $LANGUAGE --rate $RATE"
GenericCmdDependency "espeak-ng"
GenericRateAdd 0
GenericRateMultiply 1
GenericRateForceInteger 1
GenericStripPunctChars ""
GenericRecodeFallback "?"
%(languages)s
%(voices)s
'''


def write_configuration(config_home, log):
    """speechd.conf and the module's configuration in config_home/speech-dispatcher."""
    folder = os.path.join(config_home, 'speech-dispatcher')
    os.makedirs(os.path.join(folder, 'modules'), exist_ok=True)
    with open(os.path.join(folder, 'speechd.conf'), 'w', encoding='utf-8') as conf:
        conf.write(SPEECHD_CONF)
    languages = '\n'.join('GenericLanguage "%s" "%s" "utf-8"' % (code, code)
                          for code in LANGUAGES)
    voices = '\n'.join('AddVoice "%s" "MALE1" "%s"' % (code, code) for code in LANGUAGES)
    with open(os.path.join(folder, 'modules', 'timed.conf'), 'w', encoding='utf-8') as conf:
        conf.write(MODULE_CONF % {'python': sys.executable,
                                  'voice': os.path.join(HERE, 'timedvoice.py'), 'log': log,
                                  'languages': languages, 'voices': voices})
    return folder


def without_sound(env, workdir):
    """`env` with no way to a sound server: no PULSE_SERVER, PulseAudio's autospawn off."""
    env = {k: v for k, v in env.items() if k not in ('PULSE_SERVER', 'PULSE_COOKIE')}
    client = os.path.join(workdir, 'pulse-client.conf')
    with open(client, 'w') as conf:
        conf.write('autospawn = no\n')
    env['PULSE_CLIENTCONFIG'] = client
    # The generic module opens an audio output it never uses: libao's, whose null driver
    # needs no sound card (HOME is the test's: its .libao is read, not the machine's).
    with open(os.path.join(env['HOME'], '.libao'), 'w') as conf:
        conf.write('default_driver=null\n')
    return env


class VoiceLog:
    """What the timed voice said: utterances as dicts with `text`, `language`, `begin` and
    `end` (seconds since local midnight) and `cut` (True when cancelled, False when said to its
    end, None while still speaking)."""

    def __init__(self, path):
        self.path = path

    def utterances(self):
        said, by_id = [], {}
        try:
            with open(self.path, encoding='utf-8', errors='replace') as log:
                for line in log:
                    try:
                        record = json.loads(line)
                    except ValueError:
                        continue  # a line being written
                    if record['event'] == 'begin':
                        utterance = {'text': record['text'].strip(),
                                     'language': record['language'], 'begin': record['at'],
                                     'end': None, 'cut': None}
                        by_id[record['id']] = utterance
                        said.append(utterance)
                    elif record['id'] in by_id:
                        by_id[record['id']]['end'] = record['at']
                        by_id[record['id']]['cut'] = record['event'] == 'cut'
        except FileNotFoundError:
            pass
        return said

    def speaking_at(self, moment):
        """The utterances the voice was saying at `moment`."""
        return [u for u in self.utterances()
                if u['begin'] <= moment and (u['end'] is None or u['end'] > moment)]


def start_speech(workdir, env, processes):
    """The test's speech-dispatcher on `env` (with its XDG_CONFIG_HOME and XDG_RUNTIME_DIR),
    its process added to `processes` in a process group of its own (stop_all ends the
    group: the server and its module). Returns (the environment for Orca, VoiceLog)."""
    log = os.path.join(workdir, 'voice.log')
    folder = write_configuration(env['XDG_CONFIG_HOME'], log)
    env = without_sound(env, workdir)
    socket = os.path.join(env['XDG_RUNTIME_DIR'], 'speech-dispatcher', 'speechd.sock')
    os.makedirs(os.path.dirname(socket), exist_ok=True)
    logs = os.path.join(workdir, 'speech-dispatcher-logs')
    os.makedirs(logs, exist_ok=True)
    out = open(os.path.join(workdir, 'speech-dispatcher.out'), 'w')
    server = subprocess.Popen([shutil.which('speech-dispatcher'), '--run-single', '--timeout', '0',
                               '--config-dir', folder, '--communication-method', 'unix_socket',
                               '--socket-path', socket, '--log-dir', logs,
                               '--pid-file', os.path.join(workdir, 'speech-dispatcher.pid')],
                              env=env, stdout=out, stderr=out, stdin=subprocess.DEVNULL,
                              start_new_session=True)
    processes.append(server)
    deadline = time.monotonic() + 30
    while not os.path.exists(socket):
        if server.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError('speech-dispatcher did not start (see %s)' % logs)
        time.sleep(0.1)
    env['SPEECHD_ADDRESS'] = 'unix_socket:' + socket
    return env, VoiceLog(log)
