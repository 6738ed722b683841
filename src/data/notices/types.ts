/**
 * A toast (spec §2, §3, §9).
 */

export type NoticeType = 'success' | 'error' | 'warning' | 'info';

export interface Notice {
	id: string;
	type: NoticeType;
	title: string;
	message?: string;
	duration: number;
	createdAt: number;
}

export type NoticesState = Notice[];

export interface NoticesApi {
	success: ( title: string, message?: string, duration?: number ) => string;
	error: ( title: string, message?: string, duration?: number ) => string;
	warning: ( title: string, message?: string, duration?: number ) => string;
	info: ( title: string, message?: string, duration?: number ) => string;
}
