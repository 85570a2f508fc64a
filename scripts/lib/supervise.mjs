// A child process kept running as a process manager would (systemd's Restart=on-failure): started
// again when it stops on its own, after a pause that doubles with each quick failure; given up
// after too many failures in a row, each of which lasted less than `steadyMs`.

/**
 * @param {() => import('node:child_process').ChildProcess} start starts the child (again)
 * @param {object} [o]
 * @param {number} [o.firstDelayMs] pause before the first restart
 * @param {number} [o.maxDelayMs] longest pause
 * @param {number} [o.steadyMs] a run this long resets the pause and the failure count
 * @param {number} [o.maxQuickFailures] quick failures in a row before giving up
 * @param {(message: string) => void} [o.log]
 */
export function supervise(start, { firstDelayMs = 1000, maxDelayMs = 30_000, steadyMs = 60_000, maxQuickFailures = 5, log = () => {} } = {}) {
  let child = start();
  let stopping = false;
  let quickFailures = 0;
  let timer;
  let restarts = 0;
  let giveUp;
  /** Resolves (with how the last run ended) once restarting was given up. */
  const gaveUp = new Promise((resolve) => (giveUp = resolve));
  let currentExit;

  const watch = () => {
    const startedAt = Date.now();
    currentExit = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        const how = code ?? signal;
        resolve(how);
        if (stopping) return;
        quickFailures = Date.now() - startedAt >= steadyMs ? 1 : quickFailures + 1;
        if (quickFailures > maxQuickFailures) {
          log(`stopped on its own (${how}) ${quickFailures} times in a row; not restarting it again`);
          giveUp(how);
          return;
        }
        const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** (quickFailures - 1));
        log(`stopped on its own (${how}); restarting it in ${(delay / 1000).toFixed(1)} s`);
        timer = setTimeout(() => {
          if (stopping) return;
          restarts += 1;
          child = start();
          watch();
        }, delay);
      }),
    );
  };
  watch();

  return {
    /** The child running now (a new one after each restart). */
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    /** True while a child runs or a restart is due. */
    isAlive: () => !stopping && (child.exitCode === null && child.signalCode === null ? true : quickFailures <= maxQuickFailures),
    gaveUp,
    /** Stops the child (SIGTERM, then SIGKILL after `killAfterMs`) and every restart to come. */
    async close(killAfterMs = 5000) {
      stopping = true;
      clearTimeout(timer);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      await currentExit;
      clearTimeout(kill);
    },
  };
}
