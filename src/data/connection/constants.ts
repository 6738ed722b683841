export const STORE_NAME = 'fitcoach/connection';
