/**
 * Internal dependencies
 */
import type { RemoteOnlyState } from '../utils/register';

export type DashboardState = RemoteOnlyState;

/** Why a member needs attention (GET /admin/attention). */
export type AttentionCode =
	'no_measurement' | 'no_session' | 'energy_drop' | 'weight_away';

/** One reason; `text` is the server's Dutch sentence, shown as is. */
export interface AttentionReason {
	code: AttentionCode | string;
	text: string;
	days?: number;
	value?: number;
}

/** A member who needs attention, with her reasons. */
export interface AttentionItem {
	user_id: number;
	name: string;
	initials: string;
	profile_image: string;
	reasons: AttentionReason[];
}
