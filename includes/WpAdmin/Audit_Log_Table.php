<?php
/**
 * The switch audit log as a wp-admin list table.
 *
 * @package FitCoach
 */

namespace FitCoach\WpAdmin;

use FitCoach\Switching\Audit_Log;
use WP_List_Table;

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'WP_List_Table' ) ) {
	// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Lists switch events, newest first, paged.
 */
final class Audit_Log_Table extends WP_List_Table {

	/** Events per page. */
	private const PER_PAGE = 50;

	/**
	 * Sets the table's names.
	 */
	public function __construct() {
		parent::__construct(
			array(
				'singular' => 'fitcoach-switch-event',
				'plural'   => 'fitcoach-switch-events',
				'ajax'     => false,
			)
		);
	}

	/**
	 * The columns.
	 *
	 * @return array<string, string>
	 */
	public function get_columns() {
		return array(
			'created_at'  => __( 'Tijdstip', 'fitcoach' ),
			'event'       => __( 'Gebeurtenis', 'fitcoach' ),
			'real_user'   => __( 'Door', 'fitcoach' ),
			'target_user' => __( 'Gebruiker', 'fitcoach' ),
			'ip'          => __( 'IP-adres', 'fitcoach' ),
		);
	}

	/**
	 * Loads the current page of events.
	 *
	 * @return void
	 */
	public function prepare_items() {
		$this->_column_headers = array( $this->get_columns(), array(), array() );
		$total                 = Audit_Log::count();
		$this->items           = Audit_Log::page( $this->get_pagenum(), self::PER_PAGE );
		$this->set_pagination_args(
			array(
				'total_items' => $total,
				'per_page'    => self::PER_PAGE,
				'total_pages' => (int) ceil( $total / self::PER_PAGE ),
			)
		);
	}

	/**
	 * Text when the log is empty.
	 *
	 * @return void
	 */
	public function no_items() {
		esc_html_e( 'Er is nog niet van gebruiker gewisseld.', 'fitcoach' );
	}

	/**
	 * A cell (escaped here, the one place the table prints values).
	 *
	 * @param array<string, mixed> $item        One event (see Audit_Log::page()).
	 * @param string               $column_name Column.
	 * @return string
	 */
	protected function column_default( $item, $column_name ) {
		switch ( $column_name ) {
			case 'created_at':
				$gmt = (string) $item['created_at'];
				return esc_html( get_date_from_gmt( $gmt, 'j F Y H:i:s' ) );
			case 'event':
				return Audit_Log::SWITCHED_TO === $item['event']
					? esc_html__( 'Gewisseld naar gebruiker', 'fitcoach' )
					: esc_html__( 'Terug naar eigen account', 'fitcoach' );
			case 'real_user':
				return self::user_cell( (int) $item['real_user_id'], (string) $item['real_user_name'] );
			case 'target_user':
				return self::user_cell( (int) $item['target_user_id'], (string) $item['target_user_name'] );
			case 'ip':
				return esc_html( (string) $item['ip'] );
		}
		return '';
	}

	/**
	 * A user's name as logged, with a link to the user's profile while the user exists.
	 *
	 * @param int    $user_id User id.
	 * @param string $name    Name (and e-mail) at the time of the event.
	 */
	private static function user_cell( int $user_id, string $name ): string {
		$label = '' !== $name ? $name : sprintf( '#%d', $user_id );
		if ( $user_id > 0 && get_userdata( $user_id ) && current_user_can( 'edit_user', $user_id ) ) {
			return sprintf( '<a href="%s">%s</a>', esc_url( get_edit_user_link( $user_id ) ), esc_html( $label ) );
		}
		return esc_html( $label );
	}
}
