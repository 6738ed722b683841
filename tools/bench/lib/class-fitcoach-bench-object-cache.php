<?php
/**
 * A compact persistent object cache for WordPress on Redis (phpredis), used by the benchmark.
 *
 * Semantics follow wp-includes/class-wp-object-cache.php: every value read or written in a request
 * is also kept in a runtime array (objects are cloned in and out), non-persistent groups never
 * leave that array, global groups are shared by every blog, and a value of false is never cached
 * as "missing". Integers are stored as plain decimal strings so that incr/decr can run atomically
 * in Redis (a Lua script that keeps the time to live and never goes below 0, as core does); every
 * other value is stored serialize()d.
 *
 * @package FitCoach
 */

/**
 * The object cache: runtime array in front of Redis.
 */
class FitCoach_Bench_Object_Cache {

	/**
	 * Atomic increment that behaves like core: missing key → false, non-integer → 0, floor at 0.
	 */
	private const INCR_SCRIPT = <<<'LUA'
local v = redis.call('GET', KEYS[1])
if not v then return false end
local n = 0
if string.match(v, '^%-?%d+$') then n = tonumber(v) end
n = n + tonumber(ARGV[1])
if n < 0 then n = 0 end
redis.call('SET', KEYS[1], tostring(n), 'KEEPTTL')
return n
LUA;

	/**
	 * Values of this request, by group and key.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private array $cache = array();

	/**
	 * Global groups (shared by every blog), as keys.
	 *
	 * @var array<string, true>
	 */
	private array $global_groups = array();

	/**
	 * Groups never sent to Redis, as keys.
	 *
	 * @var array<string, true>
	 */
	private array $non_persistent_groups = array();

	/**
	 * Prefix of every Redis key of this site.
	 *
	 * @var string
	 */
	private string $prefix;

	/**
	 * Blog prefix of the current blog ('1:').
	 *
	 * @var string
	 */
	private string $blog_prefix;

	/**
	 * The connection, or null when Redis could not be reached (then only the runtime array works).
	 *
	 * @var Redis|null
	 */
	private ?Redis $redis = null;

	/**
	 * Runtime hits (for the benchmark's headers).
	 *
	 * @var int
	 */
	public int $cache_hits = 0;

	/**
	 * Lookups that missed both the runtime array and Redis.
	 *
	 * @var int
	 */
	public int $cache_misses = 0;

	/**
	 * Round trips to Redis in this request.
	 *
	 * @var int
	 */
	public int $redis_calls = 0;

	/**
	 * Connects to Redis: FITCOACH_BENCH_REDIS_SOCKET (a unix socket) or 127.0.0.1:6379.
	 */
	public function __construct() {
		$instance          = defined( 'FITCOACH_INSTANCE' ) ? (string) FITCOACH_INSTANCE : 'default';
		$this->prefix      = 'fitcoach:' . $instance . ':';
		$this->blog_prefix = ( is_multisite() ? (string) get_current_blog_id() : '1' ) . ':';

		$socket = (string) getenv( 'FITCOACH_BENCH_REDIS_SOCKET' );
		try {
			$redis     = new Redis();
			$connected = '' !== $socket ? $redis->connect( $socket ) : $redis->connect( '127.0.0.1', 6379, 1.0 );
			if ( $connected ) {
				$this->redis = $redis;
			}
		} catch ( RedisException $e ) {
			error_log( 'FitCoach bench object cache: Redis unreachable: ' . $e->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a broken cache must be visible in the log.
		}
	}

	/**
	 * Whether Redis is in use.
	 */
	public function is_connected(): bool {
		return null !== $this->redis;
	}

	/**
	 * Adds groups shared by every blog.
	 *
	 * @param string|string[] $groups Group names.
	 */
	public function add_global_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->global_groups[ (string) $group ] = true;
		}
	}

	/**
	 * Adds groups that stay in this request.
	 *
	 * @param string|string[] $groups Group names.
	 */
	public function add_non_persistent_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->non_persistent_groups[ (string) $group ] = true;
		}
	}

	/**
	 * Switches the blog prefix.
	 *
	 * @param int $blog_id Blog id.
	 */
	public function switch_to_blog( int $blog_id ): void {
		$this->blog_prefix = $blog_id . ':';
	}

	/**
	 * Reads a value.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 * @param bool       $force Skip the runtime array and ask Redis.
	 * @param bool|null  $found Whether the value was found.
	 * @return mixed The value, or false.
	 */
	public function get( $key, string $group = 'default', bool $force = false, &$found = null ) {
		$group = $this->group( $group );
		$key   = $this->scoped( (string) $key, $group );
		if ( isset( $this->cache[ $group ] ) && array_key_exists( $key, $this->cache[ $group ] ) && ( ! $force || $this->is_local( $group ) ) ) {
			$found = true;
			++$this->cache_hits;
			return $this->copy( $this->cache[ $group ][ $key ] );
		}
		if ( $this->is_local( $group ) ) {
			$found = false;
			++$this->cache_misses;
			return false;
		}
		$raw = $this->call( 'get', array( $this->redis_key( $key, $group ) ) );
		if ( ! is_string( $raw ) ) {
			$found = false;
			++$this->cache_misses;
			return false;
		}
		$found                         = true;
		$value                         = $this->decode( $raw );
		$this->cache[ $group ][ $key ] = $value;
		return $this->copy( $value );
	}

	/**
	 * Reads several values of one group in one round trip.
	 *
	 * @param array<int|string> $keys  Keys.
	 * @param string            $group Group.
	 * @param bool              $force Skip the runtime array.
	 * @return array<int|string, mixed> Key => value or false.
	 */
	public function get_multiple( array $keys, string $group = 'default', bool $force = false ): array {
		$group   = $this->group( $group );
		$values  = array();
		$missing = array();
		foreach ( $keys as $key ) {
			$skey = $this->scoped( (string) $key, $group );
			if ( isset( $this->cache[ $group ] ) && array_key_exists( $skey, $this->cache[ $group ] ) && ( ! $force || $this->is_local( $group ) ) ) {
				++$this->cache_hits;
				$values[ $key ] = $this->copy( $this->cache[ $group ][ $skey ] );
			} elseif ( $this->is_local( $group ) ) {
				++$this->cache_misses;
				$values[ $key ] = false;
			} else {
				$values[ $key ]   = false;
				$missing[ $skey ] = $key;
			}
		}
		if ( $missing ) {
			$redis_keys = array();
			foreach ( array_keys( $missing ) as $skey ) {
				$redis_keys[] = $this->redis_key( (string) $skey, $group );
			}
			$raws = $this->call( 'mget', array( $redis_keys ) );
			$i    = 0;
			foreach ( $missing as $skey => $key ) {
				$raw = is_array( $raws ) && isset( $raws[ $i ] ) ? $raws[ $i ] : false;
				++$i;
				if ( is_string( $raw ) ) {
					$value                                   = $this->decode( $raw );
					$this->cache[ $group ][ (string) $skey ] = $value;
					$values[ $key ]                          = $this->copy( $value );
				} else {
					++$this->cache_misses;
				}
			}
		}
		return $values;
	}

	/**
	 * Stores a value.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds to live, 0 = no expiry.
	 */
	public function set( $key, $data, string $group = 'default', int $expire = 0 ): bool {
		return $this->write( 'set', $key, $data, $group, $expire );
	}

	/**
	 * Stores a value only when the key is not there yet.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds to live.
	 */
	public function add( $key, $data, string $group = 'default', int $expire = 0 ): bool {
		if ( wp_suspend_cache_addition() ) {
			return false;
		}
		return $this->write( 'add', $key, $data, $group, $expire );
	}

	/**
	 * Stores a value only when the key is there.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds to live.
	 */
	public function replace( $key, $data, string $group = 'default', int $expire = 0 ): bool {
		return $this->write( 'replace', $key, $data, $group, $expire );
	}

	/**
	 * Deletes a value.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 */
	public function delete( $key, string $group = 'default' ): bool {
		$group   = $this->group( $group );
		$key     = $this->scoped( (string) $key, $group );
		$existed = isset( $this->cache[ $group ] ) && array_key_exists( $key, $this->cache[ $group ] );
		unset( $this->cache[ $group ][ $key ] );
		if ( $this->is_local( $group ) ) {
			return $existed;
		}
		$deleted = $this->call( 'del', array( $this->redis_key( $key, $group ) ) );
		return $existed || ( is_int( $deleted ) && $deleted > 0 );
	}

	/**
	 * Adds to a numeric value (atomic in Redis).
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount (negative to decrement).
	 * @param string     $group  Group.
	 * @return int|false The new value, or false when the key does not exist.
	 */
	public function incr( $key, int $offset = 1, string $group = 'default' ) {
		$group = $this->group( $group );
		$key   = $this->scoped( (string) $key, $group );
		if ( $this->is_local( $group ) ) {
			if ( ! isset( $this->cache[ $group ] ) || ! array_key_exists( $key, $this->cache[ $group ] ) ) {
				return false;
			}
			$current                       = $this->cache[ $group ][ $key ];
			$value                         = max( 0, ( is_numeric( $current ) ? (int) $current : 0 ) + $offset );
			$this->cache[ $group ][ $key ] = $value;
			return $value;
		}
		$result = $this->call( 'eval', array( self::INCR_SCRIPT, array( $this->redis_key( $key, $group ), (string) $offset ), 1 ) );
		if ( ! is_int( $result ) ) {
			unset( $this->cache[ $group ][ $key ] );
			return false;
		}
		$this->cache[ $group ][ $key ] = $result;
		return $result;
	}

	/**
	 * Empties the whole cache: this request's array and this site's keys in Redis.
	 */
	public function flush(): bool {
		$this->cache = array();
		return $this->delete_matching( $this->prefix . '*' );
	}

	/**
	 * Empties one group (in every blog when it is global, else in the current blog).
	 *
	 * @param string $group Group.
	 */
	public function flush_group( string $group ): bool {
		$group = $this->group( $group );
		unset( $this->cache[ $group ] );
		if ( $this->is_local( $group ) ) {
			return true;
		}
		return $this->delete_matching( $this->redis_key( $this->scoped( '*', $group ), $group ) );
	}

	/**
	 * Empties only this request's array.
	 */
	public function flush_runtime(): bool {
		$this->cache = array();
		return true;
	}

	/**
	 * Closes the connection at the end of the request.
	 */
	public function close(): bool {
		if ( null !== $this->redis ) {
			try {
				$this->redis->close();
			} catch ( RedisException $e ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Common part of set, add and replace.
	 *
	 * @param string     $mode   set, add or replace.
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds to live.
	 */
	private function write( string $mode, $key, $data, string $group, int $expire ): bool {
		$group  = $this->group( $group );
		$key    = $this->scoped( (string) $key, $group );
		$exists = isset( $this->cache[ $group ] ) && array_key_exists( $key, $this->cache[ $group ] );
		if ( 'add' === $mode && $exists ) {
			return false;
		}
		if ( $this->is_local( $group ) ) {
			if ( 'replace' === $mode && ! $exists ) {
				return false;
			}
			$this->cache[ $group ][ $key ] = $this->copy( $data );
			return true;
		}
		$options = array();
		if ( 'add' === $mode ) {
			$options[] = 'nx';
		} elseif ( 'replace' === $mode ) {
			$options[] = 'xx';
		}
		if ( $expire > 0 ) {
			$options['ex'] = $expire;
		}
		$args = array( $this->redis_key( $key, $group ), $this->encode( $data ) );
		if ( $options ) {
			$args[] = $options;
		}
		$stored = $this->call( 'set', $args );
		if ( true !== $stored && null !== $this->redis ) {
			return false;
		}
		$this->cache[ $group ][ $key ] = $this->copy( $data );
		return true;
	}

	/**
	 * Deletes every key matching a pattern (SCAN, never KEYS).
	 *
	 * @param string $pattern Redis glob pattern.
	 */
	private function delete_matching( string $pattern ): bool {
		if ( null === $this->redis ) {
			return true;
		}
		try {
			$iterator = null;
			$this->redis->setOption( Redis::OPT_SCAN, Redis::SCAN_RETRY );
			do {
				$keys = $this->redis->scan( $iterator, $pattern, 1000 );
				++$this->redis_calls;
				if ( is_array( $keys ) && $keys ) {
					$this->redis->del( $keys );
					++$this->redis_calls;
				}
			} while ( $iterator > 0 );
		} catch ( RedisException $e ) {
			error_log( 'FitCoach bench object cache: ' . $e->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a broken cache must be visible in the log.
			return false;
		}
		return true;
	}

	/**
	 * Runs one Redis command; a failure counts as a miss (logged), never as a fatal error.
	 *
	 * @param string       $command Method of Redis.
	 * @param array<mixed> $args    Arguments.
	 * @return mixed
	 */
	private function call( string $command, array $args ) {
		if ( null === $this->redis ) {
			return false;
		}
		++$this->redis_calls;
		try {
			return $this->redis->{$command}( ...$args );
		} catch ( RedisException $e ) {
			error_log( 'FitCoach bench object cache: ' . $command . ': ' . $e->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a broken cache must be visible in the log.
			return false;
		}
	}

	/**
	 * The group name WordPress means (empty is 'default').
	 *
	 * @param string $group Group.
	 */
	private function group( string $group ): string {
		return '' === $group ? 'default' : $group;
	}

	/**
	 * Whether a group stays in this request.
	 *
	 * @param string $group Group.
	 */
	private function is_local( string $group ): bool {
		return null === $this->redis || isset( $this->non_persistent_groups[ $group ] );
	}

	/**
	 * A key within its blog: global groups share one scope, other groups have one per blog.
	 *
	 * @param string $key   Key.
	 * @param string $group Group.
	 */
	private function scoped( string $key, string $group ): string {
		return ( isset( $this->global_groups[ $group ] ) ? 'g:' : $this->blog_prefix ) . $key;
	}

	/**
	 * The Redis key of a scoped key.
	 *
	 * @param string $scoped Key from scoped().
	 * @param string $group  Group.
	 */
	private function redis_key( string $scoped, string $group ): string {
		return $this->prefix . $group . ':' . $scoped;
	}

	/**
	 * A value as stored in Redis.
	 *
	 * @param mixed $data Value.
	 */
	private function encode( $data ): string {
		return is_int( $data ) ? (string) $data : serialize( $data );
	}

	/**
	 * A value read from Redis.
	 *
	 * @param string $raw Stored string.
	 * @return mixed
	 */
	private function decode( string $raw ) {
		if ( 1 === preg_match( '/^-?\d+$/', $raw ) ) {
			return (int) $raw;
		}
		return unserialize( $raw, array( 'allowed_classes' => true ) );
	}

	/**
	 * A copy of a value, so that changing a returned object does not change the cache.
	 *
	 * @param mixed $value Value.
	 * @return mixed
	 */
	private function copy( $value ) {
		return is_object( $value ) ? clone $value : $value;
	}
}
