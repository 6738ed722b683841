/**
 * The port of a site a Playwright config boots (the e2e site, the release zip's fresh site).
 *
 * - The variable set (FITCOACH_E2E_PORT=9000): that port. When something else already listens
 *   there, the run stops at once with a message that names the variable, instead of Playwright's
 *   "is already used" after the site was built.
 * - The variable not set: the usual port when it is free, else a free one the system hands out.
 *
 * The choice is written back into the variable: the site's script (the config's webServer) and
 * Playwright's worker processes, which load the config again, read the same port from it.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'child_process';

/** Variables whose port this run has checked or chosen (set for the worker processes). */
const CHECKED = 'FITCOACH_PORTS_CHECKED';

/**
 * Prints the first port of the list that nothing listens on (on any address, IPv4 or IPv6), or
 * 'taken' when `strict` and the first one is taken, or a free port of the system's choosing. A
 * child process, because a Playwright config is loaded synchronously.
 */
const PROBE = `
const net = require( 'net' );
const [ wanted, strict ] = process.argv.slice( 1 );
const probe = ( port ) => new Promise( ( resolve ) => {
	const server = net.createServer();
	server.once( 'error', () => resolve( null ) );
	server.listen( { port: Number( port ), exclusive: true }, () => {
		const found = server.address().port;
		server.close( () => resolve( found ) );
	} );
} );
( async () => {
	const free = await probe( wanted );
	if ( free !== null ) { process.stdout.write( String( free ) ); return; }
	if ( strict === '1' ) { process.stdout.write( 'taken' ); return; }
	process.stdout.write( String( await probe( 0 ) ) );
} )();
`;

/**
 * The port for a site (see the file's comment).
 *
 * @param variable  The environment variable that sets it (FITCOACH_E2E_PORT).
 * @param preferred The usual port.
 * @return The port.
 */
export function sitePort( variable: string, preferred: number ): number {
	const checked = ( process.env[ CHECKED ] ?? '' ).split( ',' );
	const set = process.env[ variable ];
	if ( checked.includes( variable ) && set ) {
		return Number( set );
	}
	if ( set !== undefined && ! /^[1-9][0-9]{0,4}$/.test( set ) ) {
		throw new Error( `${ variable }=${ set } is not a port number.` );
	}
	const answer = execFileSync(
		process.execPath,
		[ '-e', PROBE, set ?? String( preferred ), set ? '1' : '0' ],
		{ encoding: 'utf8' }
	).trim();
	if ( 'taken' === answer ) {
		throw new Error(
			`Port ${ set } (${ variable }) is already in use. Stop what listens there, set ${ variable } to a free port, or leave ${ variable } unset to have a free port chosen.`
		);
	}
	const port = Number( answer );
	if ( ! Number.isInteger( port ) || port <= 0 ) {
		throw new Error( `No free port found for ${ variable }: ${ answer }` );
	}
	process.env[ variable ] = String( port );
	process.env[ CHECKED ] = [ ...checked.filter( Boolean ), variable ].join(
		','
	);
	return port;
}
