// The parts of the Firebase SDK the app uses, in one module that firebaseAuthService.ts loads
// lazily. Importing them by name (rather than `import('firebase/auth')`, whose namespace keeps
// every export) lets the build leave out what is never called: popups, redirects, phone sign-in…
export { initializeApp } from 'firebase/app';
export {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  isSignInWithEmailLink,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signOut,
} from 'firebase/auth';
export type { Auth } from 'firebase/auth';
