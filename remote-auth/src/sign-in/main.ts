import { startTheApp } from './the-app';
import { startSignIn } from './start';

startSignIn().catch((error: unknown) => {
  console.error('The sign-in screen could not start: the app takes it over', error);
  startTheApp();
});
