<?php
/**
 * Response helpers shared by the member controllers.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Paged list bodies and shared argument validators.
 */
final class Responses {

	/**
	 * A paged list: { data, hasMore, pages, total }, plus WordPress's X-WP-Total and
	 * X-WP-TotalPages headers. pages is 0 for an empty list; hasMore is pages > page.
	 *
	 * @param mixed[] $data     Items of this page.
	 * @param int     $total    Items in all pages.
	 * @param int     $page     Current page.
	 * @param int     $per_page Per page.
	 */
	public static function paged( array $data, int $total, int $page, int $per_page ): WP_REST_Response {
		$paging   = Query::paging( $total, $page, $per_page );
		$response = new WP_REST_Response(
			array(
				'data'    => $data,
				'hasMore' => $paging['hasMore'],
				'pages'   => $paging['pages'],
				'total'   => $total,
			)
		);
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) $paging['pages'] );
		return $response;
	}

	/**
	 * The page and per_page arguments of a list.
	 *
	 * @param int $default_per_page Default page size.
	 * @return array<string, array<string, mixed>>
	 */
	public static function paging_args( int $default_per_page ): array {
		return array(
			'page'     => array(
				'description' => __( 'Pagina, vanaf 1.', 'fitcoach' ),
				'type'        => 'integer',
				'default'     => 1,
				'minimum'     => 1,
				'maximum'     => 100000,
			),
			'per_page' => array(
				'description' => __( 'Aantal per pagina (maximaal 100).', 'fitcoach' ),
				'type'        => 'integer',
				'default'     => $default_per_page,
				'minimum'     => 1,
				'maximum'     => 100,
			),
		);
	}

	/**
	 * Argument validator of a Y-m-d date: the schema first (type, pattern), then a real calendar
	 * day (2025-02-30 and 31-12-2025 are refused with 400 rest_invalid_param).
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Parameter name.
	 * @return true|WP_Error
	 */
	public static function validate_date( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		if ( ! Calendar::is_date( $value ) ) {
			return new WP_Error(
				'fitcoach_invalid_date',
				/* translators: %s: parameter name. */
				sprintf( __( '%s is geen geldige datum (jjjj-mm-dd).', 'fitcoach' ), $param ),
				array( 'status' => 400 )
			);
		}
		return true;
	}

	/**
	 * Argument validator of an ISO 8601 date-time (local without offset, or with Z / offset).
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Parameter name.
	 * @return true|WP_Error
	 */
	public static function validate_datetime( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		if ( null === Calendar::local_from_iso( $value ) ) {
			return new WP_Error(
				'fitcoach_invalid_date',
				/* translators: %s: parameter name. */
				sprintf( __( '%s is geen geldig tijdstip (jjjj-mm-ddTuu:mm:ss).', 'fitcoach' ), $param ),
				array( 'status' => 400 )
			);
		}
		return true;
	}
}
