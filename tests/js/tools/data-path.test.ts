/**
 * One data path (house style; issue 27, item 4): screens (src/routes) and shared components
 * (src/components) read through store selectors and write through store actions. None of them
 * imports the API client's request functions or api-fetch itself: only the stores under src/data
 * (and the start-up code) talk to the server. Types and helpers of the client (ApiRequestError,
 * errorMessage, getConfig) may still be imported. And they read through selectors whose resolvers
 * read (the resolution state is the store's): none calls a store's read action in an effect.
 */

/**
 * External dependencies
 */
import * as fs from 'fs';
import * as path from 'path';
import * as ts from 'typescript';

const ROOT = path.resolve( __dirname, '../../..' );
const SCANNED = [ 'src/routes', 'src/components' ];

/** The stores' hooks the screens read through (each store's index). */
const READ_HOOKS = [
	'exercises',
	'measurements',
	'progress',
	'sessions',
	'stats',
	'users',
	'workouts',
].map( ( name ) => `src/data/${ name }/index.ts` );

/** The client's calls to the server. */
const REQUESTS = new Set( [
	'apiGet',
	'apiPost',
	'apiPut',
	'apiDelete',
	'apiUpload',
	'apiGetFile',
	'refreshSession',
] );

/**
 * Whether a module specifier names the API client (src/api/client) or api-fetch.
 *
 * @param specifier The module as imported.
 */
const isClient = ( specifier: string ): boolean =>
	/(^|\/)api\/client$/.test( specifier );
const isApiFetch = ( specifier: string ): boolean =>
	'@wordpress/api-fetch' === specifier;

/**
 * What a source file takes from the API client that it must not: each request function imported
 * (or re-exported) by name, a whole-module import, a require() or import() of the client, and any
 * import of api-fetch.
 *
 * @param fileName The file's name (for the parser).
 * @param source   Its text.
 * @return One line per violation.
 */
function forbiddenImports( fileName: string, source: string ): string[] {
	const file = ts.createSourceFile(
		fileName,
		source,
		ts.ScriptTarget.Latest,
		true,
		fileName.endsWith( 'x' ) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
	);
	const found: string[] = [];
	const line = ( node: ts.Node ) =>
		file.getLineAndCharacterOfPosition( node.getStart() ).line + 1;

	const named = (
		node: ts.Node,
		specifier: string,
		elements: readonly ( ts.ImportSpecifier | ts.ExportSpecifier )[]
	) => {
		elements.forEach( ( element ) => {
			const name = ( element.propertyName ?? element.name ).text;
			if ( REQUESTS.has( name ) ) {
				found.push(
					`${ line( node ) }: ${ name } from ${ specifier }`
				);
			}
		} );
	};

	const visit = ( node: ts.Node ) => {
		if (
			ts.isImportDeclaration( node ) &&
			ts.isStringLiteral( node.moduleSpecifier )
		) {
			const specifier = node.moduleSpecifier.text;
			const clause = node.importClause;
			if ( isApiFetch( specifier ) ) {
				found.push( `${ line( node ) }: ${ specifier }` );
			} else if (
				isClient( specifier ) &&
				clause &&
				! clause.isTypeOnly
			) {
				const bindings = clause.namedBindings;
				if ( bindings && ts.isNamespaceImport( bindings ) ) {
					found.push( `${ line( node ) }: * from ${ specifier }` );
				} else if ( bindings && ts.isNamedImports( bindings ) ) {
					named(
						node,
						specifier,
						bindings.elements.filter(
							( element ) => ! element.isTypeOnly
						)
					);
				}
			}
		} else if (
			ts.isExportDeclaration( node ) &&
			node.moduleSpecifier &&
			ts.isStringLiteral( node.moduleSpecifier ) &&
			! node.isTypeOnly
		) {
			const specifier = node.moduleSpecifier.text;
			if ( isApiFetch( specifier ) ) {
				found.push( `${ line( node ) }: ${ specifier }` );
			} else if ( isClient( specifier ) ) {
				if (
					! node.exportClause ||
					ts.isNamespaceExport( node.exportClause )
				) {
					found.push( `${ line( node ) }: * from ${ specifier }` );
				} else {
					named( node, specifier, node.exportClause.elements );
				}
			}
		} else if (
			ts.isCallExpression( node ) &&
			( node.expression.kind === ts.SyntaxKind.ImportKeyword ||
				( ts.isIdentifier( node.expression ) &&
					'require' === node.expression.text ) ) &&
			node.arguments.length > 0 &&
			ts.isStringLiteral( node.arguments[ 0 ] )
		) {
			const specifier = node.arguments[ 0 ].text;
			if ( isClient( specifier ) || isApiFetch( specifier ) ) {
				found.push( `${ line( node ) }: load of ${ specifier }` );
			}
		}
		ts.forEachChild( node, visit );
	};
	visit( file );
	return found;
}

/** React's effect hooks. */
const EFFECTS = new Set( [
	'useEffect',
	'useLayoutEffect',
	'useInsertionEffect',
] );

/**
 * The name a call is made by: `fetchX( … )` and `store.fetchX( … )` are both 'fetchX'.
 *
 * @param call A call expression.
 */
function calleeName( call: ts.CallExpression ): string | null {
	const callee = call.expression;
	if ( ts.isIdentifier( callee ) ) {
		return callee.text;
	}
	if ( ts.isPropertyAccessExpression( callee ) ) {
		return callee.name.text;
	}
	return null;
}

/**
 * Where a source file reads from the server in an effect: a store's read action (`fetch…`), or
 * an invalidation of a resolution, called inside the callback of useEffect / useLayoutEffect. The
 * stores' resolvers read what a screen selects; the resolution state is the store's.
 *
 * @param fileName The file's name (for the parser).
 * @param source   Its text.
 * @return One line per read in an effect.
 */
function readsInEffects( fileName: string, source: string ): string[] {
	const file = ts.createSourceFile(
		fileName,
		source,
		ts.ScriptTarget.Latest,
		true,
		fileName.endsWith( 'x' ) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
	);
	const found: string[] = [];
	const line = ( node: ts.Node ) =>
		file.getLineAndCharacterOfPosition( node.getStart() ).line + 1;
	const inside = ( effect: string, node: ts.Node ) => {
		if ( ts.isCallExpression( node ) ) {
			const name = calleeName( node );
			if (
				name &&
				( /^fetch[A-Z]/.test( name ) ||
					/^invalidateResolution/.test( name ) )
			) {
				found.push( `${ line( node ) }: ${ name } in ${ effect }` );
			}
		}
		ts.forEachChild( node, ( child ) => inside( effect, child ) );
	};
	const visit = ( node: ts.Node ) => {
		if ( ts.isCallExpression( node ) ) {
			const name = calleeName( node );
			if ( name && EFFECTS.has( name ) && node.arguments.length > 0 ) {
				inside( name, node.arguments[ 0 ] );
				return;
			}
		}
		ts.forEachChild( node, visit );
	};
	visit( file );
	return found;
}

/**
 * The app's source files under a folder, tests and their mocks left out.
 *
 * @param folder A folder relative to the plugin root.
 */
function sourcesUnder( folder: string ): string[] {
	const out: string[] = [];
	const walk = ( dir: string ) => {
		fs.readdirSync( dir, { withFileTypes: true } ).forEach( ( entry ) => {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				if (
					! [ 'test', '__mocks__', '__tests__' ].includes(
						entry.name
					)
				) {
					walk( full );
				}
			} else if (
				/\.tsx?$/.test( entry.name ) &&
				! /\.test\.tsx?$/.test( entry.name ) &&
				! entry.name.endsWith( '.d.ts' )
			) {
				out.push( full );
			}
		} );
	};
	walk( path.join( ROOT, folder ) );
	return out;
}

describe( 'one data path', () => {
	it( 'finds a read of the server in an effect', () => {
		expect(
			readsInEffects(
				'Screen.tsx',
				[
					'useEffect( () => { fetchSessions( 1 ); }, [] );',
					'useLayoutEffect( () => void store.fetchUser( id ), [ id ] );',
					"React.useEffect( () => { invalidateResolution( 'getX', [] ); } );",
					'useEffect( () => { setOpen( true ); }, [] );',
					'const onClick = () => fetchSession( id );',
					'const list = useSelect( ( s ) => s( store ).getSessionsList(), [] );',
				].join( '\n' )
			)
		).toEqual( [
			'1: fetchSessions in useEffect',
			'2: fetchUser in useLayoutEffect',
			'3: invalidateResolution in useEffect',
		] );
	} );

	it( 'reads through selectors: no screen, shared component or store hook reads in an effect', () => {
		const files = [
			...SCANNED.flatMap( sourcesUnder ),
			...READ_HOOKS.map( ( file ) => path.join( ROOT, file ) ),
		];
		const violations = files.flatMap( ( file ) =>
			readsInEffects( file, fs.readFileSync( file, 'utf8' ) ).map(
				( found ) => `${ path.relative( ROOT, file ) }:${ found }`
			)
		);
		expect( violations ).toEqual( [] );
		// The mount-effect hook that read for the screens is gone.
		expect(
			fs.existsSync( path.join( ROOT, 'src/data/utils/use-fetch.ts' ) )
		).toBe( false );
	} );

	it( 'finds every way a file can reach the client’s requests', () => {
		expect(
			forbiddenImports(
				'Screen.tsx',
				[
					"import { errorMessage, apiGet } from '../../api/client';",
					"import { apiPost as post } from '../api/client';",
					"import * as client from '../../api/client';",
					"import apiFetch from '@wordpress/api-fetch';",
					"export { apiPut } from '../api/client';",
					"const lazy = () => import( '../../api/client' );",
					"const { apiDelete } = require( '../api/client' );",
				].join( '\n' )
			)
		).toEqual( [
			'1: apiGet from ../../api/client',
			'2: apiPost from ../api/client',
			'3: * from ../../api/client',
			'4: @wordpress/api-fetch',
			'5: apiPut from ../api/client',
			'6: load of ../../api/client',
			'7: load of ../api/client',
		] );
	} );

	it( 'lets a file take the client’s types and helpers', () => {
		expect(
			forbiddenImports(
				'Screen.tsx',
				[
					"import { ApiRequestError, errorMessage, getConfig } from '../../api/client';",
					"import type { FitCoachConfig } from '../api/client';",
					"import { type apiGet as Get } from '../api/client';",
					"import { apiGet } from '../../data/utils/api-get-lookalike';",
				].join( '\n' )
			)
		).toEqual( [] );
	} );

	it( 'holds for every screen and shared component', () => {
		const files = SCANNED.flatMap( sourcesUnder );
		// The folders are really scanned (a moved folder would make this test pass by itself).
		expect( files.length ).toBeGreaterThan( 30 );
		expect( files ).toContain(
			path.join( ROOT, 'src/routes/profile/index.tsx' )
		);
		const violations = files.flatMap( ( file ) =>
			forbiddenImports( file, fs.readFileSync( file, 'utf8' ) ).map(
				( found ) => `${ path.relative( ROOT, file ) }:${ found }`
			)
		);
		expect( violations ).toEqual( [] );
	} );
} );
