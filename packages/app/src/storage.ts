import { SIGN_IN_EMAIL_STORAGE_KEY, type Persona } from '@kinstory/contract';
import type { ChatMessage } from '@kinstory/features';

/** The browser-stored items of SPEC §3, under their exact names. */
export const storageKeys = {
  cachedPersona: 'cachedPersona',
  storytellerOnboardingCompleted: 'storytellerOnboardingCompleted',
  onboardingData: 'onboardingData',
  hasCompletedOnboarding: 'hasCompletedOnboarding',
  /**
   * Not in SPEC §3: the signed-in user's name, e-mail and subject from their last dashboard visit,
   * so the next visit shows its header at once, exactly as it will be once the profile answers.
   * Removed on sign-out, and whenever the page finds no one signed in.
   */
  cachedDashboardHeader: 'cachedDashboardHeader',
  /**
   * Not in SPEC §3 (issue #20): the address a sign-in link was last e-mailed to from this browser,
   * so opening the link here needs no question (Firebase's same-device rule). Removed once used.
   */
  signInEmail: SIGN_IN_EMAIL_STORAGE_KEY,
  /**
   * Not in SPEC §3: the conversation last open in the chat, as it was shown (its latest
   * CACHED_MESSAGES messages), so going back to it shows its messages at once, before the session
   * is restored and the server answers. One conversation, of the signed-in user; removed with the
   * dashboard header (sign-out, or no one signed in).
   */
  cachedConversation: 'cachedConversation',
} as const;

/** How many of a conversation's latest messages `cachedConversation` keeps. */
export const CACHED_MESSAGES = 100;

/** The chat as it was last shown: whose, which conversation, its messages. */
export interface CachedConversation {
  uid: string;
  conversationId: string;
  messages: ChatMessage[];
}

const isCachedMessage = (m: unknown): m is ChatMessage => {
  const v = m as Partial<ChatMessage> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    (v.role === 'user' || v.role === 'assistant') &&
    typeof v.content === 'string' &&
    typeof v.timestamp === 'string' &&
    (v.interrupted === undefined || typeof v.interrupted === 'boolean') &&
    (v.recording === undefined || typeof v.recording === 'string') &&
    (v.awaitingTranscript === undefined || typeof v.awaitingTranscript === 'boolean')
  );
};

/** What a dashboard's header shows of the profile. */
export interface CachedDashboardHeader {
  uid: string;
  userName: string | null;
  email: string | null;
  subjectName: string | null;
}

const nullableString = (v: unknown): v is string | null => v === null || typeof v === 'string';

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
  getDashboardHeader(): CachedDashboardHeader | null {
    const raw = store()?.getItem(storageKeys.cachedDashboardHeader);
    if (!raw) return null;
    try {
      const v = JSON.parse(raw) as Partial<CachedDashboardHeader> | null;
      if (!v || typeof v.uid !== 'string' || !nullableString(v.userName) || !nullableString(v.email) || !nullableString(v.subjectName)) return null;
      return { uid: v.uid, userName: v.userName, email: v.email, subjectName: v.subjectName };
    } catch {
      return null;
    }
  },
  setDashboardHeader(header: CachedDashboardHeader) {
    try {
      store()?.setItem(storageKeys.cachedDashboardHeader, JSON.stringify(header));
    } catch {
      // A full or refused store only costs the next visit its head start.
    }
  },
  /** No one signed in: what the last user's visit left for the next one goes (header, conversation). */
  forgetLastVisit() {
    store()?.removeItem(storageKeys.cachedDashboardHeader);
    store()?.removeItem(storageKeys.cachedConversation);
  },
  /** `conversationId`'s messages as last shown on this device, or null. */
  getConversation(conversationId: string): CachedConversation | null {
    const raw = store()?.getItem(storageKeys.cachedConversation);
    if (!raw) return null;
    try {
      const v = JSON.parse(raw) as Partial<CachedConversation> | null;
      if (!v || typeof v.uid !== 'string' || v.conversationId !== conversationId || !Array.isArray(v.messages) || !v.messages.every(isCachedMessage)) return null;
      return { uid: v.uid, conversationId, messages: v.messages };
    } catch {
      return null;
    }
  },
  setConversation({ uid, conversationId, messages }: CachedConversation) {
    // Times as text, as the server sends them (a message of this visit is timed with a Date).
    const kept = messages.slice(-CACHED_MESSAGES).map((m) => ({ ...m, timestamp: new Date(m.timestamp).toISOString() }));
    try {
      store()?.setItem(storageKeys.cachedConversation, JSON.stringify({ uid, conversationId, messages: kept }));
    } catch {
      // A full or refused store only costs the next visit its head start.
    }
  },
  getSignInEmail: (): string | null => store()?.getItem(storageKeys.signInEmail) || null,
  setSignInEmail(email: string) {
    try {
      store()?.setItem(storageKeys.signInEmail, email);
    } catch {
      // Without it the link still works: it asks for the address instead.
    }
  },
  forgetSignInEmail: () => store()?.removeItem(storageKeys.signInEmail),
  /** Sign Out clears the cached persona, the storyteller-onboarding flag, the cached header and conversation. */
  clearOnSignOut() {
    store()?.removeItem(storageKeys.cachedPersona);
    store()?.removeItem(storageKeys.storytellerOnboardingCompleted);
    browserStore.forgetLastVisit();
  },
};
