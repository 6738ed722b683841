/**
 * Shapes of the fitcoach/v1 API as the app uses them (spec §3 and §7).
 */

export type RoleValue =
	'administrator' | 'pt_trainer' | 'sporter' | 'subscriber';

export interface User {
	id: number;
	first_name: string;
	last_name: string;
	display_name: string;
	email: string;
	profile_image: string | null;
	is_admin: boolean;
	roles: string[];
	/** The language FitCoach speaks to the user (nl_NL or en_US). */
	locale?: string;
}

export interface AdminUser {
	id: number;
	name: string;
	first_name: string;
	last_name: string;
	email: string;
	username: string;
	role: RoleValue | string;
	registered: string;
	imageUrl: string | null;
	initials: string;
	profile_image: string | null;
}

export interface LinkButton {
	title: string;
	url: string;
	target: string;
	description: string;
}

export interface AppSettings {
	logo: string;
	app_name: string;
	header_image: string;
	primary_color: string;
	secondary_color: string;
	light_color: string;
	link_buttons: LinkButton[];
}

export interface LoginResponse {
	success: boolean;
	token: string;
	refresh_token?: string;
	/** The screen pass (includes/Frontend/First_Screen.php), kept in a cookie. */
	screen_pass?: string;
	user: User;
	message?: string;
}

export interface SwitchState {
	is_switched: boolean;
	switched_user: { id: number; display_name: string; email?: string } | null;
}

/**
 * What the coach prescribes for an exercise of a workout. Every field may be null (note: '');
 * weight and rpe are never both set; a single rep count has reps_min === reps_max.
 */
export interface Prescription {
	sets: number | null;
	reps_min: number | null;
	reps_max: number | null;
	/** Target weight in kg. */
	weight: number | null;
	rpe: number | null;
	/** Rest between sets in seconds. */
	rest: number | null;
	note: string;
}

export interface ExerciseEntry {
	id: number;
	exercise?: { ID: number; post_title: string };
	title?: string;
	youtubevimeo_url?: string;
	/** null (or absent) when the coach prescribed nothing. */
	prescription?: Prescription | null;
}

export interface Workout {
	id: number;
	title: string;
	description: string;
	exercises: ExerciseEntry[];
}

export interface WorkoutSet {
	weight: number | null;
	reps: number | null;
}

export interface SessionExercise {
	id: number;
	title: string;
	sets: WorkoutSet[];
}

/** A set of an earlier session; position is its index among that exercise's sets (from 0). */
export interface PreviousSet {
	position: number;
	weight: number | null;
	reps: number | null;
}

/** Per exercise, the sets of the newest other session before this one that held it. */
export interface PreviousSets {
	exercise_id: number;
	session_id: number;
	date: string;
	sets: PreviousSet[];
}

export type RecordKind =
	| 'heaviest_weight'
	| 'estimated_1rm'
	| 'most_reps'
	| 'best_set_volume'
	| 'best_session_volume';

/**
 * A record a save beat. value and previous are kg, except for most_reps (reps), whose weight
 * (kg) says at which weight; weight is null for the other kinds.
 */
export interface NewRecord {
	exercise_id: number;
	exercise_title: string;
	kind: RecordKind;
	value: number;
	previous: number;
	weight: number | null;
}

export interface WorkoutSession {
	id: number;
	title: string;
	date: string;
	content: string;
	workout: { id: number; title: string } | null;
	exercises: SessionExercise[];
	total_weight: number;
	exercise_count: number;
	modified?: string;
	/** Made or changed offline: waiting in the outbox. */
	pending?: boolean;
	/** Last time per exercise (single-session responses only). */
	previous?: PreviousSets[];
	/** The records a save beat (POST and PUT responses only). */
	new_records?: NewRecord[];
}

export interface Measurement {
	id: number;
	post_title: string;
	date: string;
	weight: number;
	energy: number;
	/** The version read (GMT), sent back with an update. */
	modified?: string;
	/** Made or changed offline: waiting in the outbox. */
	pending?: boolean;
}

export interface StatCard {
	name: string;
	/** The spec's texts: numbers with a decimal point and the unit ('72.4 kg'). */
	stat: string;
	previousStat: string;
	changeType: 'increase' | 'decrease';
	change: string;
	/** The numbers themselves (null: no data that week), which the app formats. */
	value?: number | null;
	previous_value?: number | null;
	change_value?: number | null;
	unit?: 'kg' | '';
	/** 'average': shown with one decimal; 'total': whole numbers without one. */
	kind?: 'average' | 'total';
	/**
	 * Only on 'Gemiddeld gewicht': kg per week over the last 28 days (least squares, one
	 * decimal); null with fewer than 4 measurements, and on every other card.
	 */
	rate_per_week?: number | null;
}

export interface WeightTrend {
	/** The spec's day labels ('5 May'). */
	dates: string[];
	/** The same days as ISO dates (yyyy-mm-dd), which the app formats. */
	days?: string[];
	weights: number[];
}

export interface WeightVolumeEntry {
	date: string;
	total_weight: number;
	session_title: string;
	workout_title: string;
}

export interface AdminStats {
	active_users: number;
	total_workouts?: number;
	sessions_this_week?: number;
}

export interface ActivityItem {
	id: number | string;
	type: 'measurement' | 'workout_session' | string;
	/** The member's id (a coach's 'Reageren' goes to their thread). */
	user_id?: number;
	user_name: string;
	date: string;
	weight?: number;
	workout_name?: string;
}

export interface Paged< T > {
	data: T[];
	hasMore?: boolean;
	pages: number;
}

/** Error body of a refused call: WordPress's WP_Error shape. */
export interface ApiError {
	code: string;
	message: string;
	data?: { status?: number; [ key: string ]: unknown };
}
