/**
 * The check-ins store: the member's weekly check-in (GET /check-ins/current, the form's POST
 * /check-ins, her earlier ones, the reminder) and the coach's check-ins (GET /admin/check-ins, one
 * check-in, the reply, a member's check-in day).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Pose, Scope } from './types';

export const STORE_NAME = 'fitcoach/checkins';

/** The slot of GET /check-ins/current. */
export const CURRENT = 'current';

/** The member's earlier check-ins shown per page. */
export const HISTORY_PER_PAGE = 10;

/** The coach's check-ins shown per page. */
export const ADMIN_PER_PAGE = 20;

/** The poses, in the order the form and the comparison show them. */
export const POSES: Pose[] = [ 'front', 'side', 'back' ];

/** The file field of each pose (POST /check-ins as multipart). */
export const PHOTO_FIELD: Record< Pose, string > = {
	front: 'photo_front',
	side: 'photo_side',
	back: 'photo_back',
};

/**
 * The slot of a page of the member's check-ins.
 *
 * @param page The page.
 */
export const historySlot = ( page: number ): string => `history:${ page }`;

/**
 * The slot of a page of the coach's list.
 *
 * @param scope  'all' or 'mine'.
 * @param member One member's (0: everyone's).
 * @param page   The page.
 */
export const adminListSlot = (
	scope: Scope,
	member: number,
	page: number
): string => `admin:${ scope }:${ member }:${ page }`;

/**
 * The slot of one check-in as the coach reads it.
 *
 * @param id The check-in's id.
 */
export const adminItemSlot = ( id: number ): string => `admin-item:${ id }`;

/**
 * The slot of a member's check-in day.
 *
 * @param member The member's user id.
 */
export const memberDaySlot = ( member: number ): string =>
	`member-day:${ member }`;

/** The text of a failed read the server did not explain. */
export const failedText = (): string =>
	__( 'Er is een fout opgetreden', 'fitcoach' );

/**
 * The name of a pose, as the form and the comparison show it.
 * @param pose
 */
export const poseLabel = ( pose: Pose ): string =>
	( {
		front: __( 'Voorkant', 'fitcoach' ),
		side: __( 'Zijkant', 'fitcoach' ),
		back: __( 'Achterkant', 'fitcoach' ),
	} )[ pose ];
