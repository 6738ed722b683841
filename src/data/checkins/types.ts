/**
 * Weekly check-ins as the server sends them (issue 29; the contract is in the doc comments of
 * includes/REST/Check_Ins_Controller.php and Admin_Check_Ins_Controller.php).
 */

/**
 * Internal dependencies
 */
import type { RemoteOnlyState } from '../utils/register';

export type CheckInsState = RemoteOnlyState;

/** The poses of the photos, in the app's order. */
export type Pose = 'front' | 'side' | 'back';

/** The 1–5 questions. */
export type ScaleKey = 'week_score' | 'sleep' | 'stress' | 'food';

/** One stored photo: thumb and full are paths below the REST root, read with the login. */
export interface CheckInPhoto {
	id: number;
	pose: Pose;
	width: number;
	height: number;
	thumb: string;
	full: string;
}

/** The coach's reply ('Reactie van je coach'). */
export interface CheckInReply {
	text: string;
	coach: { id: number; name: string };
	date: string | null;
}

export interface CheckIn {
	id: number;
	member_id: number;
	/** 'Y-m-d'. */
	date: string;
	week_score: number | null;
	sleep: number | null;
	stress: number | null;
	food: number | null;
	note: string;
	weight: number | null;
	photos: CheckInPhoto[];
	/** The coach opened it. */
	read: boolean;
	reply: CheckInReply | null;
	created: string;
	/** The coach's list and detail name the member. */
	member?: { id: number; name: string };
}

/** One question the operator asks. */
export type CheckInQuestion =
	| { key: ScaleKey; label: string; type: 'scale'; min: number; max: number }
	| { key: 'note'; label: string; type: 'text'; max_length: number }
	| {
			key: 'photos';
			label: string;
			type: 'photos';
			poses: Pose[];
			max: number;
	  }
	| { key: 'weight'; label: string; type: 'weight' };

/** GET /check-ins/current. */
export interface CurrentCheckIn {
	/** Today, 'Y-m-d' (site time). */
	date: string;
	/** The member's check-in day, ISO weekday 1–7. */
	day: number;
	day_name: string;
	/** Today is the day and there is no check-in yet: Home shows 'Check-in invullen'. */
	due: boolean;
	next_date: string;
	check_in: CheckIn | null;
	questions: CheckInQuestion[];
	weight: { value: number; date: string } | null;
	/** Whether the reminder mail is on. */
	reminder: boolean;
	/** A check-in made offline waits in the outbox (the app's own mark). */
	queued?: boolean;
}

/** A page of check-ins. */
export interface CheckInPage {
	data: CheckIn[];
	hasMore: boolean;
	pages: number;
	total: number;
	/** The coach's list: the check-ins in the same scope not opened yet. */
	unread?: number;
}

/** GET /admin/users/{id}/check-in. */
export interface MemberCheckInDay {
	/** The member's own day, 0: the default. */
	day: number;
	default_day: number;
	/** The day that holds. */
	effective?: number;
	reminder: boolean;
}

/** What the member's form sends. */
export interface CheckInAnswers {
	week_score?: number | null;
	sleep?: number | null;
	stress?: number | null;
	food?: number | null;
	note?: string;
	weight?: number | null;
}

/** The photos chosen, by pose. */
export type CheckInFiles = Partial< Record< Pose, File > >;

export type Scope = 'all' | 'mine';
