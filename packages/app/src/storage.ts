import type { Persona } from '@kinstory/contract';

/** The browser-stored items of SPEC §3, under their exact names. */
export const storageKeys = {
  cachedPersona: 'cachedPersona',
  storytellerOnboardingCompleted: 'storytellerOnboardingCompleted',
  onboardingData: 'onboardingData',
  hasCompletedOnboarding: 'hasCompletedOnboarding',
} as const;

export interface OnboardingData {
  adminName: string;
  storytellerName: string;
  storytellerAge: number;
  persona: 'admin';
}

/** localStorage that never throws (private mode, full quota, no window). */
function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const browserStore = {
  getCachedPersona: (): Persona | string | null => store()?.getItem(storageKeys.cachedPersona) ?? null,
  setCachedPersona: (persona: string) => store()?.setItem(storageKeys.cachedPersona, persona),
  getOnboardingData(): OnboardingData | null {
    const raw = store()?.getItem(storageKeys.onboardingData);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as OnboardingData;
    } catch {
      return null;
    }
  },
  /** Throws when the browser refuses to store (the wizard shows 'Error saving profile'). */
  saveOnboarding(data: Omit<OnboardingData, 'persona'>) {
    const storage = store();
    if (!storage) throw new Error('Browser storage is not available');
    storage.setItem(storageKeys.onboardingData, JSON.stringify({ ...data, persona: 'admin' } satisfies OnboardingData));
    storage.setItem(storageKeys.cachedPersona, 'admin');
    storage.setItem(storageKeys.hasCompletedOnboarding, 'true');
  },
  /** After a successful sign-up: the data goes, the flag stays. */
  clearOnboardingData: () => store()?.removeItem(storageKeys.onboardingData),
  markStorytellerOnboarded() {
    store()?.setItem(storageKeys.cachedPersona, 'storyteller');
    store()?.setItem(storageKeys.storytellerOnboardingCompleted, 'true');
  },
  /** Sign Out clears the cached persona and the storyteller-onboarding flag. */
  clearOnSignOut() {
    store()?.removeItem(storageKeys.cachedPersona);
    store()?.removeItem(storageKeys.storytellerOnboardingCompleted);
  },
};
