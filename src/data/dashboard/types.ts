/**
 * Internal dependencies
 */
import type { RemoteOnlyState } from '../utils/register';

export type DashboardState = RemoteOnlyState;
