/**
 * Internal dependencies
 */
import type { Notice } from './types';

export const addNotice = ( notice: Notice ) => ( {
	type: 'ADD_NOTICE' as const,
	notice,
} );

export const removeNotice = ( id: string ) => ( {
	type: 'REMOVE_NOTICE' as const,
	id,
} );
