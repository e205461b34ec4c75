import type { ProfileUpdate } from '@kinstory/contract';
import { browserStore, type OnboardingData } from '../storage.ts';

/** The profile fields the wizard's data becomes on the server (ARCHITECTURE "Data model"). */
export function onboardingProfile(data: OnboardingData): ProfileUpdate {
  return { userName: data.adminName.trim(), subjectName: data.storytellerName.trim(), subjectAge: data.storytellerAge };
}

let inFlight: Promise<boolean> | null = null;

/**
 * After sign-up: PUT the browser-stored onboarding data to the profile, then remove it from the
 * browser (the hasCompletedOnboarding flag stays). On failure the data stays, so nothing typed is
 * lost and the next signed-in visit tries again. Resolves true when something was saved.
 */
export function saveStoredOnboarding(updateProfile: (update: ProfileUpdate) => Promise<unknown>): Promise<boolean> {
  const data = browserStore.getOnboardingData();
  if (!data) return Promise.resolve(false);
  inFlight ??= updateProfile(onboardingProfile(data))
    .then(() => {
      browserStore.clearOnboardingData();
      return true;
    })
    .catch((error: unknown) => {
      console.error('Could not save the onboarding data; it stays in the browser for the next try', error);
      return false;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
