/**
 * The routes the benchmark measures, with who calls them. Paths as the app sends them: the
 * query arguments in the order src/data's reads put them (/admin/users: the first page of
 * src/data/users/reads.ts fetchUsers(); /admin/attention: src/routes/first-screens.json).
 *
 * group: 'floor' (the reference), 'member' (p50 ≤ 1.5 × floor) or 'admin' (≤ 2 × floor).
 * limit: a route's own ratio, instead of its group's: issue 28's new read routes (programs and
 * plans, the coach's workouts and exercises) stay ≤ 1.5 × floor, the coach's ones too.
 * list: one of the coach's lists that must stay within its budget at full volume (its own
 * budget line "… within budget at N members").
 * {exercise} and {member} are resolved by measure.js (an exercise of the member's newest
 * session; the member's user id, bench_0001's), and so are {photo} and {photo_hash} (a photo of
 * the member's newest check-in with photos) and {unread_etag} (the ETag GET /messages/unread
 * answers the member).
 * headers: extra request headers; expect: the status the route answers (default 200).
 */
'use strict';

/** The budget of issue 28's new read routes (item 7). */
const NEW_READ_LIMIT = 1.5;

/** @type {Array<{name: string, path: string, as: 'member'|'coach', group: 'floor'|'member'|'admin', limit?: number, list?: boolean, headers?: Object<string, string>, expect?: number}>} */
const ROUTES = [
	{
		name: 'floor /auth/verify',
		path: '/auth/verify',
		as: 'member',
		group: 'floor',
	},
	{ name: '/auth/me', path: '/auth/me', as: 'member', group: 'member' },
	{
		name: '/measurements?page=1',
		path: '/measurements?page=1&per_page=10',
		as: 'member',
		group: 'member',
	},
	{
		name: '/workout-sessions?page=1',
		path: '/workout-sessions?page=1&per_page=6',
		as: 'member',
		group: 'member',
	},
	{ name: '/workouts', path: '/workouts', as: 'member', group: 'member' },
	{
		name: '/stats/progress',
		path: '/stats/progress',
		as: 'member',
		group: 'member',
	},
	{
		name: '/stats/weight-trend?days=14',
		path: '/stats/weight-trend?days=14',
		as: 'member',
		group: 'member',
	},
	{
		name: '/stats/weight-volume',
		path: '/stats/weight-volume',
		as: 'member',
		group: 'member',
	},
	{
		name: '/admin/recent-activity?limit=10',
		path: '/admin/recent-activity?limit=10',
		as: 'coach',
		group: 'admin',
	},
	{
		name: '/admin/users',
		path: '/admin/users?page=1&per_page=100',
		as: 'coach',
		group: 'admin',
		list: true,
	},
	{
		// 'Mijn leden' (issue 28 item 5): the coach's own members and those without a coach.
		name: '/admin/users?scope=mine',
		path: '/admin/users?page=1&per_page=100&scope=mine',
		as: 'coach',
		group: 'admin',
		list: true,
	},
	{ name: '/admin/stats', path: '/admin/stats', as: 'coach', group: 'admin' },
	{
		name: '/admin/attention?page=1',
		path: '/admin/attention?page=1&per_page=20',
		as: 'coach',
		group: 'admin',
	},
	{
		// {exercise}: an exercise of the member's newest session (measure.js resolves it).
		name: '/exercises/{id}/history?page=1',
		path: '/exercises/{exercise}/history?page=1&per_page=20',
		as: 'member',
		group: 'member',
	},
	// Issue 28: programs and plans (src/data/plan, src/data/programs), the coach's workouts
	// and exercises (src/data/catalogue) and the coach choice (src/data/users/reads.ts).
	{ name: '/plan', path: '/plan', as: 'member', group: 'member' },
	{
		name: '/plan/schema',
		path: '/plan/schema',
		as: 'member',
		group: 'member',
	},
	{
		// 'Alle' (the list's default): every program, 50 a page (PROGRAMS_PER_PAGE).
		name: '/admin/programs?page=1',
		path: '/admin/programs?page=1&per_page=50',
		as: 'coach',
		group: 'admin',
		limit: NEW_READ_LIMIT,
		list: true,
	},
	{
		name: '/admin/programs?scope=mine',
		path: '/admin/programs?page=1&per_page=50&scope=mine',
		as: 'coach',
		group: 'admin',
		limit: NEW_READ_LIMIT,
		list: true,
	},
	{
		// The member's screen: his plan with 'Schema gevolgd'.
		name: '/admin/users/{id}/plan',
		path: '/admin/users/{member}/plan',
		as: 'coach',
		group: 'admin',
		limit: NEW_READ_LIMIT,
	},
	{
		name: '/admin/workouts',
		path: '/admin/workouts',
		as: 'coach',
		group: 'admin',
		limit: NEW_READ_LIMIT,
	},
	{
		name: '/admin/exercises',
		path: '/admin/exercises',
		as: 'coach',
		group: 'admin',
		limit: NEW_READ_LIMIT,
	},
	{
		// Whom a workout can be assigned to: every member the coach may manage.
		name: '/admin/workouts/members',
		path: '/admin/workouts/members',
		as: 'coach',
		group: 'admin',
		limit: NEW_READ_LIMIT,
		list: true,
	},
	{
		name: '/admin/coaches',
		path: '/admin/coaches',
		as: 'coach',
		group: 'admin',
		limit: NEW_READ_LIMIT,
	},
	// Issue 29: check-ins, photos and the conversation (src/data/checkins, src/data/messages,
	// src/api/unread.ts), every one ≤ 1.5 × floor.
	{
		// Among Home's first-screen reads ('Check-in invullen').
		name: '/check-ins/current',
		path: '/check-ins/current',
		as: 'member',
		group: 'member',
		limit: NEW_READ_LIMIT,
	},
	{
		name: '/check-ins?page=1',
		path: '/check-ins?page=1&per_page=10',
		as: 'member',
		group: 'member',
		limit: NEW_READ_LIMIT,
	},
	{
		// 'Berichten': the newest page of the member's thread (PAGE_SIZE 50).
		name: '/messages?limit=50',
		path: '/messages?limit=50',
		as: 'member',
		group: 'member',
		limit: NEW_READ_LIMIT,
	},
	{
		// The bottom bar's first poll (no ETag yet).
		name: '/messages/unread',
		path: '/messages/unread',
		as: 'member',
		group: 'member',
		limit: NEW_READ_LIMIT,
	},
	{
		// Every later poll while nothing changed: If-None-Match with the last ETag → 304.
		name: '/messages/unread 304',
		path: '/messages/unread',
		headers: { 'If-None-Match': '{unread_etag}' },
		expect: 304,
		as: 'member',
		group: 'member',
		limit: NEW_READ_LIMIT,
	},
	{
		// A thumbnail as the check-in hands it out ({photo}: id and content hash of one of the
		// member's photos, measure.js resolves them).
		name: '/photos/{id}?size=thumb',
		path: '/photos/{photo}?v={photo_hash}&size=thumb',
		as: 'member',
		group: 'member',
		limit: NEW_READ_LIMIT,
	},
	{
		name: '/admin/check-ins?page=1',
		path: '/admin/check-ins?scope=all&page=1&per_page=20',
		as: 'coach',
		group: 'admin',
		limit: NEW_READ_LIMIT,
		list: true,
	},
	{
		name: '/admin/threads',
		path: '/admin/threads?scope=all&per_page=50',
		as: 'coach',
		group: 'admin',
		limit: NEW_READ_LIMIT,
		list: true,
	},
];

module.exports = { ROUTES, NEW_READ_LIMIT };
