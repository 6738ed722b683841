/**
 * The plan store holds nothing but what the server sent (and the moves shown at once): the shared
 * remote reducer.
 */
export { remoteOnlyReducer as reducer } from '../utils/register';
