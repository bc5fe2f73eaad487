-- wrk script for bench/run.ts: each request asks for the next path of the file given after `--`
-- (one per line), and the run ends by printing one JSON line of its numbers.
local paths = {}
local next = 0

function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then paths[#paths + 1] = line end
  end
end

function request()
  next = next % #paths + 1
  return wrk.format("GET", paths[next])
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"p50_us":%d,"p99_us":%d,"requests":%d,"duration_us":%d,"non2xx":%d,"socket_errors":%d}\n',
    latency:percentile(50), latency:percentile(99), summary.requests, summary.duration,
    e.status, e.connect + e.read + e.write + e.timeout))
end
