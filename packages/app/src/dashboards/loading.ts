/** The storyteller, admin and viewer dashboards' loading line, where the cards will be. */
export const LOADING_DASHBOARD = 'Loading your dashboard...';
