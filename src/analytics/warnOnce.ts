/** A warning function that logs its first message only: a failing service logs one line at most. */
export function createWarnOnce(): (message: string) => void {
  let warned = false;
  return (message) => {
    if (!warned) {
      warned = true;
      console.warn(message);
    }
  };
}
