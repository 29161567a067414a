/** The 'Open stops automatically' choice, remembered in this browser and shared by every control. */
import { parseBoolean, storedValue } from "../../../lib/stored-value";

const autoOpenStops = storedValue("local", "auto-open-stops", false, parseBoolean);

export const useAutoOpen = autoOpenStops.use;
