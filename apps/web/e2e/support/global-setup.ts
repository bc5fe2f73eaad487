import { startMailCatcher } from './mail-catcher';

export default async function globalSetup() {
  const stop = await startMailCatcher();
  return stop;
}
