<?php
/**
 * Demo data: users now; workouts, measurements, sessions and link buttons come with the member
 * app (each part added where its storage is defined).
 *
 * @package FitCoach
 */

/**
 * Seeds the demo site.
 */
class FitCoach_Demo_Seeder {

	/**
	 * Password of every demo user.
	 *
	 * @var string
	 */
	private string $password;

	/**
	 * Constructor.
	 *
	 * @param string $password Password of every demo user.
	 */
	public function __construct( string $password ) {
		$this->password = $password;
	}

	/**
	 * Seeds everything that is not there yet.
	 */
	public function run(): void {
		$this->users();
	}

	/**
	 * The demo users: coach exists from the install; trainer, sanne and daan are made here.
	 * A user that exists keeps its data but gets the demo password and role back.
	 *
	 * @return array<string, int> Login => user id.
	 */
	public function users(): array {
		$people = array(
			'coach'   => array( 'administrator', 'Coach', 'Kees', 'coach@fitcoach.test' ),
			'trainer' => array( wp_roles()->is_role( 'pt_trainer' ) ? 'pt_trainer' : 'editor', 'Tom', 'Trainer', 'trainer@fitcoach.test' ),
			'sanne'   => array( wp_roles()->is_role( 'sporter' ) ? 'sporter' : 'subscriber', 'Sanne', 'de Vries', 'sanne@fitcoach.test' ),
			'daan'    => array( wp_roles()->is_role( 'sporter' ) ? 'sporter' : 'subscriber', 'Daan', 'Jansen', 'daan@fitcoach.test' ),
		);
		$ids    = array();
		foreach ( $people as $login => list( $role, $first, $last, $email ) ) {
			$user   = get_user_by( 'login', $login );
			$fields = array(
				'user_login'   => $login,
				'user_email'   => $email,
				'first_name'   => $first,
				'last_name'    => $last,
				'display_name' => $first . ' ' . $last,
				'role'         => $role,
			);
			if ( $user ) {
				$fields['ID'] = $user->ID;
				wp_update_user( wp_slash( $fields ) );
				if ( ! wp_check_password( $this->password, $user->user_pass, $user->ID ) ) {
					wp_set_password( $this->password, $user->ID );
				}
				$ids[ $login ] = $user->ID;
			} else {
				$fields['user_pass'] = $this->password;
				$ids[ $login ]       = (int) wp_insert_user( wp_slash( $fields ) );
			}
		}
		return $ids;
	}
}
