# Type hints of handaudit.dask (dask.py has the docs).
import os
from dataclasses import dataclass
from typing import Any, Callable, Dict, Hashable, Iterable, List, Optional, Tuple, Union

import dask.bag
import dask.dataframe
import pandas

@dataclass
class ArchiveAudit:
    hands: dask.bag.Bag
    hand_findings: dask.dataframe.DataFrame
    tables: List[Dict[str, Any]]
    table_findings: pandas.DataFrame
    summary: Dict[str, Any]
    unreadable: List[Tuple[str, str]]

def list_files(paths: Union[str, os.PathLike[str], Iterable[Union[str, os.PathLike[str]]]]) -> List[str]: ...
def audit_archive(paths: Union[str, os.PathLike[str], Iterable[Union[str, os.PathLike[str]]]], client: Any,
                  profile: Optional[str] = ..., only: Optional[Iterable[str]] = ...,
                  disable: Optional[Iterable[str]] = ..., *, files_per_task: int = ..., jobs: int = ...,
                  fan_in: int = ..., group_by: Optional[Callable[[str], Hashable]] = ...) -> ArchiveAudit: ...
