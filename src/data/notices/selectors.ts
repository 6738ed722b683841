/**
 * Internal dependencies
 */
import type { Notice, NoticesState } from './types';

export const getNotices = ( state: NoticesState ): Notice[] => state;
