/** Where the contributor dashboard's cards will be, while the sign-in is checked and the data comes. */
export const LOADING = 'Loading your contributor dashboard...';
