/**
 * The programs store holds nothing but what the server sent: the shared remote reducer.
 */
export { remoteOnlyReducer as reducer } from '../utils/register';
