# Type hints of the handaudit package (handaudit/__init__.py has the docs).
import os
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple, Union

import pandas

__version__: str

PathOrText = Union[str, bytes, os.PathLike[str], Sequence[Union[str, os.PathLike[str]]]]
# An object of `handaudit audit --format json`: a hand ("type": "hand" or
# "text") or a table ("type": "table" or "tournament").
AuditObject = Dict[str, Any]

FINDING_COLUMNS: List[str]

class Error(ValueError):
    source: Optional[str]
    line: Optional[int]
    column: Optional[int]
    unreadable: List[Tuple[str, str]]
    def __init__(self, message: str, source: Optional[str] = ..., line: Optional[int] = ...,
                 column: Optional[int] = ...) -> None: ...

def audit(paths_or_text: PathOrText, profile: Optional[str] = ..., jobs: int = ...,
          only: Optional[Iterable[str]] = ..., disable: Optional[Iterable[str]] = ..., *,
          name: str = ...) -> Iterator[AuditObject]: ...
def findings_frame(paths_or_text: PathOrText, profile: Optional[str] = ..., jobs: int = ...,
                   only: Optional[Iterable[str]] = ..., disable: Optional[Iterable[str]] = ..., *,
                   name: str = ...) -> pandas.DataFrame: ...
def finding_rows(obj: AuditObject, table: Optional[str] = ...) -> List[Dict[str, Any]]: ...
def frame_of_rows(rows: List[Dict[str, Any]]) -> pandas.DataFrame: ...
def convert(paths_or_text: PathOrText, to: str = ..., jobs: int = ..., *,
            name: str = ...) -> List[Union[Dict[str, Any], str]]: ...
def replay(text: Union[str, bytes], hand_id: str = ..., format: str = ..., profile: Optional[str] = ..., *,
           name: str = ...) -> Union[str, List[Dict[str, Any]]]: ...
def replay_hand_ids(text: Union[str, bytes], *, name: str = ...) -> List[str]: ...
def rules() -> List[Dict[str, Any]]: ...
def profiles() -> List[str]: ...
def list_files(paths: Union[str, os.PathLike[str], Iterable[Union[str, os.PathLike[str]]]]) -> List[str]: ...
