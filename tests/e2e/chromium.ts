/**
 * Debian's chromium, as every Playwright config here launches it: no browser download, and none
 * of the background connections that this machine's closed network refuses.
 */
export const debianChromium = {
	executablePath: '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
	],
};
