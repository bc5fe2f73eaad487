-- wrk script for bench/positions.ts: each request POSTs a batch of positions of the fleet's trucks,
-- every point a new (truck, time), as trucks reporting in turn do. Arguments after `--`: the number
-- of trucks, the points a batch, the first second of the run's clock (so runs never repeat a point).
local trucks, size, clock = 130000, 100, 0
local sent = 0

function init(args)
  trucks = tonumber(args[1])
  size = tonumber(args[2])
  clock = tonumber(args[3])
end

local function iso(seconds)
  return os.date("!%Y-%m-%dT%H:%M:%SZ", seconds)
end

function request()
  local points = {}
  for j = 1, size do
    local n = sent + j - 1
    local truck = n % trucks
    local at = clock + math.floor(n / trucks)
    local lat = 30 + (truck % 1000) / 100 + (n % 7) / 1000
    local lon = -100 + math.floor(truck / 1000) / 10
    points[j] = string.format('{"deviceId":"BT-%d","recordedAt":"%s","latitude":%.4f,"longitude":%.4f,"speedMph":55}', truck, iso(at), lat, lon)
  end
  sent = sent + size
  return wrk.format("POST", "/carrier/api/v2/positions", nil, '{"source":"ELD","positions":[' .. table.concat(points, ",") .. ']}')
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"p50_us":%d,"p99_us":%d,"requests":%d,"duration_us":%d,"non2xx":%d,"socket_errors":%d}\n',
    latency:percentile(50), latency:percentile(99), summary.requests, summary.duration,
    e.status, e.connect + e.read + e.write + e.timeout))
end
