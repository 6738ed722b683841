/**
 * The routes the benchmark measures, with who calls them. Paths as the app sends them
 * (/admin/users: the first page of src/lib/admin/api.ts fetchAllUsers()).
 */
'use strict';

/** @type {Array<{name: string, path: string, as: 'member'|'coach', group: 'floor'|'member'|'admin'}>} */
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
	},
	{ name: '/admin/stats', path: '/admin/stats', as: 'coach', group: 'admin' },
	{
		name: '/admin/attention',
		path: '/admin/attention',
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
];

module.exports = { ROUTES };
