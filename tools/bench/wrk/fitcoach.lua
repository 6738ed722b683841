-- wrk script of the FitCoach benchmark.
-- Sends the API key and the Bearer token of the environment on every request, and writes a JSON
-- summary (latency percentiles in milliseconds, requests per second, errors) to BENCH_OUT.
-- errors.status is wrk's own count (status 400 and up); non2xx counts every answer outside 200-299
-- (redirects too), summed over wrk's threads, with the first such status seen.
--   BENCH_API_KEY  value of the X-FitCoach-Key header
--   BENCH_TOKEN    access token (optional): Authorization: Bearer ...
--   BENCH_OUT      file for the JSON summary
--   BENCH_HEADERS  extra request headers, one "Name: value" a line (optional: an If-None-Match)
--   BENCH_EXPECT_STATUS  the one status that counts as success (optional; else any 2xx): 304 for
--                  a conditional request whose answer has not changed

local api_key = os.getenv("BENCH_API_KEY")
local token = os.getenv("BENCH_TOKEN")

wrk.method = "GET"
wrk.headers["Accept"] = "application/json"
if api_key and api_key ~= "" then
	wrk.headers["X-FitCoach-Key"] = api_key
end
if token and token ~= "" then
	wrk.headers["Authorization"] = "Bearer " .. token
end
for line in (os.getenv("BENCH_HEADERS") or ""):gmatch("[^\n]+") do
	local name, value = line:match("^([^:]+):%s*(.*)$")
	if name then
		wrk.headers[name] = value
	end
end
local expect = tonumber(os.getenv("BENCH_EXPECT_STATUS") or "")

-- Every thread of wrk runs its own copy of this script: setup() (main state) keeps the threads,
-- response() counts in each thread, done() (main state) sums their counts.
local threads = {}

function setup(thread)
	table.insert(threads, thread)
end

function init(args)
	non2xx = 0
	first_non2xx = 0
end

function response(status, headers, body)
	local failed
	if expect then
		failed = status ~= expect
	else
		failed = status < 200 or status > 299
	end
	if failed then
		non2xx = non2xx + 1
		if first_non2xx == 0 then
			first_non2xx = status
		end
	end
end

local function ms(us)
	return us / 1000.0
end

function done(summary, latency, requests)
	local seconds = summary.duration / 1000000.0
	local e = summary.errors
	local non2xx, first = 0, 0
	for _, thread in ipairs(threads) do
		non2xx = non2xx + (thread:get("non2xx") or 0)
		local status = thread:get("first_non2xx") or 0
		if first == 0 then
			first = status
		end
	end
	local json = string.format(
		'{"requests":%d,"duration_s":%.3f,"rps":%.2f,"p50_ms":%.3f,"p90_ms":%.3f,"p95_ms":%.3f,"p99_ms":%.3f,'
			.. '"mean_ms":%.3f,"stdev_ms":%.3f,"max_ms":%.3f,"bytes":%d,'
			.. '"non2xx":%d,"first_non2xx":%d,'
			.. '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\n',
		summary.requests, seconds, summary.requests / seconds,
		ms(latency:percentile(50)), ms(latency:percentile(90)), ms(latency:percentile(95)), ms(latency:percentile(99)),
		ms(latency.mean), ms(latency.stdev), ms(latency.max), summary.bytes,
		non2xx, first,
		e.connect, e.read, e.write, e.status, e.timeout
	)
	local out = os.getenv("BENCH_OUT")
	if out and out ~= "" then
		local f = assert(io.open(out, "w"))
		f:write(json)
		f:close()
	else
		io.write(json)
	end
end
