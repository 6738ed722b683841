/**
 * Internal dependencies
 */
import { remoteActions } from '../utils/remote';

/** Forgets every figure (logging out). */
export const clearAll = () => remoteActions.cleared();
