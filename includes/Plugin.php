<?php
/**
 * The plugin's composition root: wires every part to WordPress's hooks.
 *
 * @package FitCoach
 */

namespace FitCoach;

defined( 'ABSPATH' ) || exit;

/**
 * Boots FitCoach once per request.
 */
final class Plugin {

	/**
	 * REST namespace of every FitCoach route.
	 */
	public const REST_NAMESPACE = 'fitcoach/v1';

	/**
	 * REST controllers, one per resource. A class that does not exist (yet) is skipped.
	 *
	 * @var list<class-string>
	 */
	private const CONTROLLERS = array(
		REST\Auth_Controller::class,
		REST\Profile_Controller::class,
		REST\Settings_Controller::class,
		REST\Measurements_Controller::class,
		REST\Workouts_Controller::class,
		REST\Sessions_Controller::class,
		REST\Exercises_Controller::class,
		REST\Stats_Controller::class,
		REST\Dashboard_Controller::class,
		REST\Users_Controller::class,
		REST\Progress_Controller::class,
		REST\Switch_Controller::class,
		REST\Admin_Settings_Controller::class,
		REST\Programs_Controller::class,
		REST\Plan_Controller::class,
		REST\Admin_Workouts_Controller::class,
		REST\Admin_Exercises_Controller::class,
		REST\Check_Ins_Controller::class,
		REST\Admin_Check_Ins_Controller::class,
		REST\Photos_Controller::class,
		REST\Messages_Controller::class,
		REST\Admin_Threads_Controller::class,
	);

	/**
	 * Services with a `register()` method that adds their own hooks. Skipped when absent.
	 *
	 * @var list<class-string>
	 */
	private const SERVICES = array(
		Installer::class,
		Language::class,
		Roles::class,
		Post_Types::class,
		Auth\Rest_Authentication::class,
		Auth\Logins::class,
		Auth\Application_Passwords::class,
		Auth\Account_Changes::class,
		Settings::class,
		Frontend\App_Address::class,
		Frontend\App_Routes::class,
		Frontend\Web_App::class,
		REST\Idempotency::class,
		Security\No_Store::class,
		WpAdmin\Admin_Menu::class,
		Privacy::class,
		Switching\Switch_Service::class,
		Coach\Last_Login::class,
		Coach\App_Admins::class,
		Coach\Weekly_Digest::class,
		Member\Data_Changes::class,
		Member\Prescriptions::class,
		Member\Training_Sync::class,
		Coach\Attention_Settings::class,
		Coach\Coach_Status::class,
		Coach\Coach_Assignment::class,
		Coach\Programs::class,
		Member\Plan_Days::class,
		Coach\Plan_Misses::class,
		Coach\Check_In_Settings::class,
		Coach\Check_In_Reminder::class,
		Member\Check_Ins::class,
		Member\Check_In_Photos::class,
		Member\Messages::class,
		Member\Message_Counters::class,
		WpAdmin\Coach_Field::class,
		WpAdmin\Audit_Log_Page::class,
		WpAdmin\Coaching_Page::class,
		WpAdmin\Workout_Meta_Boxes::class,
		WpAdmin\Sample_Workouts_Section::class,
		WpAdmin\Notices::class,
		WpAdmin\Activation_Notice::class,
		WpAdmin\Plugin_Row::class,
		WpAdmin\Site_Health::class,
		Reliability\Database_Guard::class,
		Reliability\Db_Error_Drop_In::class,
		Reliability\Write_Transaction::class,
		Security\Hardening::class,
		Security\Core_Doors::class,
		Security\Request_Gate::class,
		Security\Least_Privilege::class,
		Security\Profile_Screens::class,
	);

	/**
	 * The single instance.
	 *
	 * @var Plugin|null
	 */
	private static ?Plugin $instance = null;

	/**
	 * Whether boot() ran.
	 *
	 * @var bool
	 */
	private bool $booted = false;

	/**
	 * The single instance.
	 */
	public static function instance(): Plugin {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * Adds the hooks of every part. Nothing runs before WordPress calls those hooks.
	 */
	public function boot(): void {
		if ( $this->booted ) {
			return;
		}
		$this->booted = true;

		foreach ( self::SERVICES as $service ) {
			( new $service() )->register();
		}
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the routes of every controller.
	 */
	public function register_routes(): void {
		foreach ( self::CONTROLLERS as $controller ) {
			( new $controller() )->register_routes();
		}
	}
}
