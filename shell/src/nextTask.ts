/**
 * Ends the current task: what follows runs in a new one, after the browser had its chance to
 * paint and to handle input. A message rather than a timer, which background tabs slow to 1 s.
 * Read by index.ts before the federation runtime has shared anything: no import here.
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
